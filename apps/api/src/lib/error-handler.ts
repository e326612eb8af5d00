import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '@resale-zone/contract/common';
import { HttpError } from './http-error.ts';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Errors whose cause is the database being unreachable: answered 503, not 500. */
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02',
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08003',
  '08006',
]);
const DB_UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'is not queryable', // a connection ended (lost, or given up on after a read time-out)
  'canceling statement due to statement timeout',
  'PGlite is closed',
];

/** What a 503 for an unreachable database suggests to wait before trying again. */
const RETRY_AFTER_SECONDS = 2;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code && DB_UNAVAILABLE_CODES.has(e.code)) return true;
    if (e.message && DB_UNAVAILABLE_MESSAGES.some((m) => e!.message!.includes(m))) return true;
  }
  return false;
}

function answer(
  reply: FastifyReply,
  statusCode: number,
  body: Omit<ErrorAnswer, 'statusCode' | 'error'>,
) {
  return reply.code(statusCode).send({
    statusCode,
    error: STATUS_NAMES[statusCode] ?? 'Error',
    ...body,
  } satisfies ErrorAnswer);
}

/**
 * Headers of an answer given before any hook ran (a URL that does not decode reaches Fastify's
 * `frameworkErrors`, not helmet): the strictest set, fit for a JSON error.
 */
export const EARLY_ERROR_HEADERS = {
  'content-security-policy': "default-src 'none'; object-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** Turns every failure into the contract's ErrorAnswer; only unexpected ones are logged as errors. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) {
    return answer(reply, err.statusCode, {
      message: err.message,
      field: err.field,
      reason: err.reason,
    });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const where = err.validationContext ?? 'body';
    const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const field = path || where;
    return answer(reply, 400, {
      message: `${field}: ${first?.message ?? 'is invalid'}`,
      field,
    });
  }
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err }, 'database unavailable');
    // Not retried here (a write may or may not have landed); the caller may retry shortly.
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return answer(reply, 503, {
      message: 'The service is temporarily unavailable. Please try again shortly.',
      requestId: req.id,
    });
  }
  // Errors raised by fastify and its plugins with a 4xx status (malformed JSON, body too large …).
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      status === 413
        ? 'The request is too large.'
        : err.message || STATUS_NAMES[status] || 'Bad request';
    // A body the parser refused (malformed JSON, empty JSON body …) or a URL that does not decode.
    const field =
      status !== 400
        ? undefined
        : err.code?.startsWith('FST_ERR_CTP_')
          ? 'body'
          : err.code === 'FST_ERR_BAD_URL'
            ? 'url'
            : undefined;
    return answer(reply, status, { message, field });
  }
  req.log.error({ err }, 'unexpected error');
  return answer(reply, 500, {
    message: 'Something went wrong on our side. Please try again.',
    requestId: req.id,
  });
}
