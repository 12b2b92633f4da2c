import { formMessages } from './messages';

/** Spec (validation rules; constants and limits): an image upload is at most 12mb. */
export const MAX_IMAGE_UPLOAD_BYTES = 12 * 1024 * 1024;
export const IMAGE_UPLOAD_FIELD = 'imageUpload';
export const IMAGE_UPLOAD_LABEL = 'Image Upload';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/heic';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type its first bytes show, whatever the file is called; undefined when not an accepted image. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // Phone photos: an ISO-BMFF 'ftyp' box whose brand is one of HEIF's.
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  return undefined;
}

/** The spec message for an upload, or undefined when it is acceptable (size first, then type). */
export function validateImageUpload(file: { size: number; head: Uint8Array }): string | undefined {
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return formMessages.tooLarge(IMAGE_UPLOAD_LABEL);
  if (!sniffImageType(file.head)) return formMessages.notCorrectType(IMAGE_UPLOAD_LABEL);
  return undefined;
}
