import { mixed, object, string } from 'yup';
import { MAX_IMAGE_UPLOAD_BYTES, type ImageType } from '@rv/domain/forms';
import { STUDIO_MESSAGES } from './field-schemas';

/**
 * The media library's upload: one image the site can show in every browser, with the alt text the
 * site shows for it. The studio's form and the API check it with this one schema and these words.
 */

/** What a page can draw in every browser: HEIC, which the forms accept from phones, is left out. */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const satisfies readonly ImageType[];
export type MediaImageType = (typeof MEDIA_IMAGE_TYPES)[number];

/** The same bound as every image upload of the site (12 MB). */
export const MAX_MEDIA_BYTES = MAX_IMAGE_UPLOAD_BYTES;
export const MAX_ALT_TEXT_LENGTH = 300;

/** The multipart fields of an upload (POST /studio/media). */
export const MEDIA_UPLOAD_FIELDS = { file: 'file', alt: 'alt' } as const;

export const MEDIA_MESSAGES = {
  fileRequired: 'Choose an image file to upload',
  tooLarge: `The image is larger than ${MAX_MEDIA_BYTES / 1024 / 1024} MB: make it smaller and upload it again`,
  wrongType: 'The file is not a PNG, JPEG, GIF or WebP image',
  altTooLong: `Alt text must be at most ${MAX_ALT_TEXT_LENGTH} characters: say what the image shows in a sentence`,
} as const;

/** The file as both sides know it: its size in bytes and its type (the browser's claim, or what the API read from the bytes). */
export interface MediaFileFacts {
  size: number;
  type: string;
}

/** An upload: the file (required, at most 12 MB, an image type the site draws) and its alt text (required). */
export const MEDIA_UPLOAD_SCHEMA = object({
  file: mixed<MediaFileFacts>()
    .required(MEDIA_MESSAGES.fileRequired)
    .test('size', MEDIA_MESSAGES.tooLarge, (file) => !file || file.size <= MAX_MEDIA_BYTES)
    .test('type', MEDIA_MESSAGES.wrongType, (file) => !file || (MEDIA_IMAGE_TYPES as readonly string[]).includes(file.type)),
  alt: string().trim().required(STUDIO_MESSAGES.altText).max(MAX_ALT_TEXT_LENGTH, MEDIA_MESSAGES.altTooLong),
});

/** The address a media image is served from, publicly: named by its id, with the extension of its type. */
export function mediaImageUrl(id: string, type: MediaImageType): string {
  return `/api/media/library/${id}.${MEDIA_EXTENSIONS[type]}`;
}

export const MEDIA_EXTENSIONS: Record<MediaImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/** An image's size as the library shows it: "850 B", "48 kB", "1.2 MB" (1 kB = 1,024 bytes, as the 12 MB bound counts). */
export function mediaSizeWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
