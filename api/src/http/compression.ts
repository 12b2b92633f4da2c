import zlib from 'node:zlib';
import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes an answer goes out as it is: compressing it would save less than a packet. */
const THRESHOLD = 1024;
/** Answers up to this size are compressed in one synchronous call, cheaper than the plugin's stream (docs/decisions.md). */
const SYNC_MAX = 256 * 1024;
/** Brotli's quality for answers made on the fly: a few milliseconds for the largest drawn page (the build's files use 11). */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compresses answers made on the fly (brotli, else gzip) on every API route, so a drawn page or search
 * reaches a slow phone sooner; pages, sent from the not-found handler, go through `sendCompressed`.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: THRESHOLD, brotliOptions: BROTLI, syncThreshold: SYNC_MAX });
}

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding to answer in, from an Accept-Encoding header: br or gzip if accepted (q > 0), else none.
 * It is @fastify/compress's own negotiation (its negotiator, with `*` and `x-gzip` read as gzip), so a
 * page and an API answer are encoded alike for the same request.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
}

/** An answer kept for sending many times: its bytes, and their compressed forms once made (see encodedBody). */
export interface ReusableBody {
  body: Buffer;
  encoded?: Partial<Record<Encoding, Buffer>>;
}

const compressors: Record<Encoding, (body: Buffer | string) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, BROTLI),
  gzip: (body) => zlib.gzipSync(body),
};

/**
 * A kept answer's bytes in `encoding`, compressed on the first request that asks for it and kept with the
 * answer from then on: a cached page or catalogue search is sent many times and compressed once per
 * encoding. (The compressed forms are a seventh of the body or less and are not counted in the cache's
 * byte limit.)
 */
export function encodedBody(answer: ReusableBody, encoding: Encoding): Buffer {
  answer.encoded ??= {};
  return (answer.encoded[encoding] ??= compressors[encoding](answer.body));
}

/**
 * Sends `body` compressed as the request accepts (see registerCompression), with Vary: Accept-Encoding.
 * A `ReusableBody` (a kept answer) is compressed once per encoding; @fastify/compress passes an answer
 * that already has its Content-Encoding through as it is.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string | Buffer | ReusableBody): FastifyReply {
  reply.header('Vary', 'Accept-Encoding');
  const bytes = typeof body === 'string' || Buffer.isBuffer(body) ? body : body.body;
  const encoding = Buffer.byteLength(bytes) < THRESHOLD ? null : chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(bytes);
  const compressed = typeof body === 'string' || Buffer.isBuffer(body) ? compressors[encoding](body) : encodedBody(body, encoding);
  return reply.header('Content-Encoding', encoding).send(compressed);
}
