import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, type HttpError } from '../http/errors';

/** The field named by an error about the multipart body as a whole. */
export const BODY_FIELD = 'body';

const MESSAGES: Array<[test: (error: Error & { code?: string }) => boolean, message: string]> = [
  [(e) => e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'Send the form as multipart/form-data.'],
  [(e) => e.message === 'Multipart: Boundary not found', 'The multipart body has no boundary in its Content-Type header.'],
  [(e) => e.code === 'FST_MP_PREMATURE_CLOSE' || /unexpected end of multipart data/i.test(e.message), 'The multipart body is truncated: it ends before its closing boundary.'],
  [(e) => e.code === 'FST_FILES_LIMIT', 'The multipart body has too many files.'],
  [(e) => e.code === 'FST_FIELDS_LIMIT', 'The multipart body has too many fields.'],
  [(e) => e.code === 'FST_PARTS_LIMIT', 'The multipart body has too many parts.'],
  [(e) => e.code === 'FST_PROTO_VIOLATION', 'The multipart body has a field name that is not allowed.'],
  [(e) => e.code === 'FST_INVALID_JSON_FIELD_ERROR', 'A multipart field declared as JSON is not valid JSON.'],
];

/** A multipart parser's error (busboy or @fastify/multipart) as a 400 that says what is wrong with the body; else undefined. */
export function multipartBadRequest(error: unknown): HttpError | undefined {
  if (!(error instanceof Error)) return undefined;
  const found = MESSAGES.find(([test]) => test(error));
  return found && badRequest(found[1], BODY_FIELD);
}

/**
 * Refuses a body whose declared length is already over `maxBytes`, before reading any of it.
 * A chunked body has no declared length: the part's own limit stops it while streaming.
 */
export function refuseDeclaredOversize(request: FastifyRequest, maxBytes: number, tooLarge: () => HttpError): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
}

/**
 * When an upload is refused before its body is read to the end, the answer closes the connection:
 * otherwise Node keeps reading (and discarding) the rest of a body of any size to reuse the socket.
 */
export function stopReadingOnRefusal(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.readableEnded) reply.header('connection', 'close');
}

/**
 * In the calling plugin's scope, a body of any other content type reaches the handler unread (instead
 * of Fastify's 415), so the upload routes answer it with the same 400 as any other malformed body.
 */
export function acceptAnyBodyUnread(app: FastifyInstance): void {
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
}
