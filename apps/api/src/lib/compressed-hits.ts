import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Encodings a cached answer is kept in, best first (what @fastify/compress offers too). */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Answers smaller than this (bytes) go as they are, from @fastify/compress or from the cache. */
export const COMPRESS_THRESHOLD = 1024;

/** The answers the public cache sends without computing them (`x-cache`). */
const FROM_CACHE = new Set(['HIT', 'STALE', 'SHARED']);

/** Brotli for text at quality 4: the server's one setting, for @fastify/compress too. */
export const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body) => zlib.gzipSync(body),
};

export interface CompressedHitsOptions {
  /** Bodies smaller than this go as they are (COMPRESS_THRESHOLD). */
  threshold: number;
  /** Called each time an answer is compressed (the cache counts it for the metrics). */
  compressed?: () => void;
}

/**
 * A cached answer leaves as the same Buffer on every hit (the photo rewrite keeps its result with
 * it), and browsers ask for it compressed: @fastify/compress would compress it again for every
 * visitor. This keeps each such Buffer's compressed forms with it, made on the first hit that asks
 * for one, and sends them ready; @fastify/compress leaves an answer that already has its
 * Content-Encoding. They are gone with the answer. Install it on the API scope after the photo
 * rewrite, so that it compresses what is sent.
 */
export function installCompressedHits(api: FastifyInstance, options: CompressedHitsOptions) {
  const kept = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
  api.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!Buffer.isBuffer(payload) || payload.length < options.threshold) return payload;
    if (reply.statusCode !== 200 || !FROM_CACHE.has(String(reply.getHeader('x-cache')))) {
      return payload;
    }
    if (reply.hasHeader('content-encoding') || req.headers['x-no-compression'] !== undefined) {
      return payload;
    }
    const accepted = req.headers['accept-encoding'];
    const encoding = accepted ? (negotiate(accepted, [...ENCODINGS]) as Encoding | null) : null;
    if (!encoding) return payload;
    const forms = kept.get(payload) ?? {};
    let body = forms[encoding];
    if (!body) {
      body = forms[encoding] = compressors[encoding](payload);
      kept.set(payload, forms);
      options.compressed?.();
    }
    const vary = reply.getHeader('vary');
    reply
      .header('content-encoding', encoding)
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    return body;
  });
}
