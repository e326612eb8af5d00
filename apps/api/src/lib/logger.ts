import pino, { type Logger } from 'pino';
import type { Env } from '../env.ts';
import { redactSecrets } from './redact.ts';

type Output = NodeJS.WritableStream & { isTTY?: boolean };

/** Readable lines for a person at a terminal in development; JSON lines for everything else. */
export function wantsReadableLogs(env: Pick<Env, 'NODE_ENV'>, output: Output): boolean {
  return output.isTTY === true && env.NODE_ENV !== 'production';
}

/**
 * Writes each log line with its secrets redacted (lib/redact.ts): a reset link's token in a
 * request's URL, a Google sign-in code, a bearer token, a session cookie. Every line passes here,
 * whichever code wrote it (Fastify's request log, an error's message or stack, a feature's own
 * line), so no field list can miss one (issue 36).
 */
export function redactingDestination(output: NodeJS.WritableStream): {
  write(line: string): boolean;
} {
  return { write: (line: string) => output.write(redactSecrets(line)) };
}

/**
 * The process logger. JSON lines wherever a machine reads them (production, pipes, files, log
 * collectors); pino-pretty only on a developer's terminal, loaded only then.
 */
export async function createLogger(
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>,
  output: Output = process.stdout,
): Promise<Logger> {
  const options = { level: env.LOG_LEVEL };
  if (!wantsReadableLogs(env, output)) return pino(options, redactingDestination(output));
  const { default: pretty } = await import('pino-pretty');
  return pino(
    options,
    redactingDestination(
      pretty({
        destination: output,
        colorize: true,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname',
        sync: true,
      }),
    ),
  );
}
