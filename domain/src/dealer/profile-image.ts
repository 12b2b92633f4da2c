/**
 * The profile picture of the rewards account (dealer spec: the calls, image upload URL users/{id}/image): which files
 * the portal takes, what it says about the others, and the square it crops them to. The API keeps the same types and
 * its own 2 MB limit for what arrives; the portal sends a 512 px square, far below it.
 */
import { formatUsNumber } from '@rv/domain/locale';

/** The image types the API stores (and verifies by their bytes). */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The most the API takes in one upload. */
export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;
/** The largest picture the portal opens to crop (a phone's photo fits; the cropped square is far smaller). */
export const MAX_PROFILE_IMAGE_SOURCE_BYTES = 10 * 1024 * 1024;
/** The side of the square the portal uploads, in pixels. */
export const PROFILE_IMAGE_SIDE = 512;

const megabytes = (bytes: number) => `${formatUsNumber(bytes / 1024 / 1024, 1)} MB`;

/** Why the file cannot be the profile picture, in words, or null when it can. */
export function profileImageProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a picture the portal can use. Choose a PNG, JPEG, GIF or WebP image.`;
  }
  if (file.size === 0) return `"${file.name}" is empty. Choose another picture.`;
  if (file.size > MAX_PROFILE_IMAGE_SOURCE_BYTES) {
    return `"${file.name}" is ${megabytes(file.size)}. Choose a picture of at most ${megabytes(MAX_PROFILE_IMAGE_SOURCE_BYTES)}.`;
  }
  return null;
}

/** The centred square of a picture, as canvas drawImage takes it: the shorter side, centred along the longer. */
export function squareCrop(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side };
}
