import os from 'node:os';
import sharp from 'sharp';
import { sniffImageType, type ImageType } from '@rv/shared-lib/forms/image-upload';
import { endsExactlyAtImageEnd } from './image-structure';

/** Every image type the shared rules accept (spec consumer §5: the DIY form's image upload). */
export const ALL_IMAGE_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'];

/** A decompression bomb (a few kB declaring a gigapixel) is refused before decoding: 100 megapixels is above any phone's photo. */
const MAX_INPUT_PIXELS = 100_000_000;

const SHARP_FORMAT: Record<Exclude<ImageType, 'image/heic'>, string> = {
  'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp',
};

/**
 * The type of an uploaded image when the whole file is that image and nothing else, else undefined.
 * The type comes from the first bytes; the file's structure must then run exactly to its end (no
 * appended HTML or script, not cut short), and sharp must read its header and decode every pixel
 * (every frame of a GIF or WebP). HEIC is checked by structure only: this sharp build has no HEVC decoder.
 * Decoding runs on libuv's thread pool, so the event loop stays free meanwhile.
 */
export async function verifyImage(bytes: Buffer, allowed: readonly ImageType[] = ALL_IMAGE_TYPES): Promise<ImageType | undefined> {
  const type = sniffImageType(bytes.subarray(0, 16));
  if (!type || !allowed.includes(type)) return undefined;
  if (!endsExactlyAtImageEnd(type, bytes)) return undefined;
  if (type === 'image/heic') return type;
  return (await decodesAs(bytes, SHARP_FORMAT[type])) ? type : undefined;
}

/**
 * Decodes wait their turn, one per core but one: each is CPU-bound (libvips threads as well as the
 * thread-pool worker), and several at once on a small machine would starve the event loop's own core.
 */
const decodeSlots = Math.max(1, os.availableParallelism() - 1);
let decoding = 0;
const waiting: Array<() => void> = [];

async function decodesAs(bytes: Buffer, format: string): Promise<boolean> {
  if (decoding >= decodeSlots) await new Promise<void>((resolve) => waiting.push(resolve));
  decoding += 1;
  try {
    return await decodeNow(bytes, format);
  } finally {
    decoding -= 1;
    waiting.shift()?.();
  }
}

async function decodeNow(bytes: Buffer, format: string): Promise<boolean> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: -1 } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== format) return false;
    // stats() needs every pixel, so it forces a full decode without keeping the decoded image.
    await sharp(bytes, options).stats();
    return true;
  } catch {
    return false;
  }
}
