import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes an answer goes out as it is: compressing it would save less than a packet. */
const THRESHOLD = 1024;
/** Brotli's quality for answers made on the fly: a few milliseconds for the largest drawn page (the build's files use 11). */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Answers made on the fly go out compressed for a client that accepts it: brotli, else gzip. Files of
 * dist are compressed at build time (@fastify/static's preCompressed), and an answer already encoded is
 * sent as it is. Every API route is covered by @fastify/compress; a page, which the server sends from its
 * not-found handler (no route of its own, so that an unknown /api/ path still gets the API's JSON 404),
 * goes through `sendCompressed`. A drawn floorplan list is 129 KB of HTML, 90% of it the results it
 * arrives with, and 14 KB compressed: a phone on a slow network waited for every byte before it could
 * paint (issue 12, LCP).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: THRESHOLD, brotliOptions: BROTLI });
}

/** The encoding to answer in, from an Accept-Encoding header: br or gzip if accepted (q > 0), else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => accepted.get(encoding) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  const best = (['br', 'gzip'] as const).filter((encoding) => weightOf(encoding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best[0] ?? null;
}

/** Sends `body` compressed as the request accepts (see registerCompression), with Vary: Accept-Encoding. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string | Buffer): FastifyReply {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = Buffer.byteLength(body) < THRESHOLD ? null : chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  const compressed = encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body);
  return reply.header('Content-Encoding', encoding).send(compressed);
}
