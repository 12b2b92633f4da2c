import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors';
import type { UploadStore } from '../../uploads/upload-store';
import type { DocumentRow } from './repository';

/** Sends a kept bill of sale as its verified type, never sniffed, shown inline beside the line. */
export async function sendDocument(store: UploadStore, document: DocumentRow, reply: FastifyReply) {
  const content = await store.read(document.storageKey).catch(() => {
    throw new HttpError(404, 'The bill of sale file is missing from storage.');
  });
  return reply.header('content-type', document.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${document.displayName.replace(/["\\]/g, '')}"`).send(content);
}
