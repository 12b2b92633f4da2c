import type { MultipartFile } from '@fastify/multipart';
import type { ImageType } from '@rv/domain/forms';
import type { HttpError } from '../http/errors';
import { displayFileName } from './display-file-name';
import type { IncomingFile, UploadArea, UploadStore } from './upload-store';
import { verifyImageFile } from './verify-image-file';

/** An uploaded image verified and kept on disk: what its database row records. */
export interface ReceivedImage {
  storageKey: string;
  /** The visitor's file name as display text only. */
  displayName: string;
  contentType: ImageType;
  byteSize: number;
  sha256: string;
}

export interface ImageRules {
  area: UploadArea;
  allowed: readonly ImageType[];
  tooLarge: () => HttpError;
  wrongType: () => HttpError;
}

/**
 * Streams one file part to disk, stopping at the part's size limit, verifies the whole
 * file as the image its bytes claim to be, and keeps it under a generated name. A refused file is
 * removed before the error is thrown; an empty file input answers undefined. The part must have
 * been opened with `limits.fileSize` set: its `truncated` flag is how an oversize file shows.
 */
export function receiveImage(part: MultipartFile, store: UploadStore, rules: ImageRules): Promise<ReceivedImage | undefined> {
  return receiveVerified(part, store, rules, (file) => verifyImageFile(file.tempPath, file.byteSize, rules.allowed), 'image');
}

/** receiveImage with another verification: `verify` answers the file's type, or undefined to refuse it as rules.wrongType. */
export async function receiveVerified<T extends string>(
  part: MultipartFile, store: UploadStore, rules: ImageRules, verify: (file: IncomingFile) => Promise<T | undefined>, fallbackName: string,
): Promise<(Omit<ReceivedImage, 'contentType'> & { contentType: T }) | undefined> {
  const incoming = await receiveWithinLimit(part, store, rules);
  try {
    if (incoming.byteSize === 0) {
      await store.discardIncoming(incoming.tempPath);
      return undefined;
    }
    const contentType = await verify(incoming);
    if (!contentType) throw rules.wrongType();
    const storageKey = await store.keep(incoming, rules.area);
    return { storageKey, displayName: displayFileName(part.filename, fallbackName), contentType, byteSize: incoming.byteSize, sha256: incoming.sha256 };
  } catch (error) {
    await store.discardIncoming(incoming.tempPath);
    throw error;
  }
}

/**
 * At the limit busboy only stops passing bytes on: it would still read the rest of the part. Aborting
 * the copy there destroys the part, so the request stops being parsed and the 413/400 goes out at once.
 */
async function receiveWithinLimit(part: MultipartFile, store: UploadStore, rules: ImageRules): Promise<IncomingFile> {
  const atLimit = new AbortController();
  part.file.once('limit', () => atLimit.abort());
  let incoming: IncomingFile;
  try {
    incoming = await store.receive(part.file, atLimit.signal);
  } catch (error) {
    throw part.file.truncated ? rules.tooLarge() : error;
  }
  if (!part.file.truncated) return incoming;
  await store.discardIncoming(incoming.tempPath);
  throw rules.tooLarge();
}
