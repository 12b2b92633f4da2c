import type { MultipartFile } from '@fastify/multipart';
import type { ImageType } from '@rv/domain/forms';
import { receiveVerified, type ImageRules } from './receive-image';
import type { UploadStore } from './upload-store';
import { verifyImageFile } from './verify-image-file';
import { isWholePdf } from './verify-pdf';

/** A document (image or PDF) verified and kept on disk. */
export interface ReceivedDocument {
  storageKey: string;
  displayName: string;
  contentType: ImageType | 'application/pdf';
  byteSize: number;
  sha256: string;
}

/** receiveImage for a document that may also be a PDF: the whole file must be that PDF or one of the allowed images. */
export function receiveDocument(part: MultipartFile, store: UploadStore, rules: ImageRules): Promise<ReceivedDocument | undefined> {
  return receiveVerified<ImageType | 'application/pdf'>(part, store, rules, async (file) => (
    (await isWholePdf(file.tempPath, file.byteSize)) ? 'application/pdf' : verifyImageFile(file.tempPath, file.byteSize, rules.allowed)
  ), 'bill-of-sale');
}
