import sharp from 'sharp';
import { sniffImageType, type ImageType } from '@rv/domain/forms';
import { endsExactlyAtImageEnd } from './image-structure';

/** Every image type the shared rules accept (consumer spec: validation rules: the DIY form's image upload). */
export const ALL_IMAGE_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'];

/** A decompression bomb (a few kB declaring a gigapixel) is refused before decoding: 100 megapixels is above any phone's photo. */
const MAX_INPUT_PIXELS = 100_000_000;

const SHARP_FORMAT: Record<ImageType, string> = {
  'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/heic': 'heif',
};

/**
 * The type of an uploaded image when the whole file is that image and nothing else, else undefined.
 * The type comes from the first bytes; the file's structure must then run exactly to its end (no
 * appended HTML or script, not cut short), and sharp must read its header and decode every pixel
 * (every frame of a GIF or WebP). HEIC/HEIF too: a box structure alone let a polyglot through (an ftyp of
 * heic, an empty meta and an mdat holding a ZIP or HTML). sharp's prebuilt libvips decodes HEIF
 * whose pixels are AV1 (AVIF-coded) but has no HEVC decoder, so a phone's HEVC-coded HEIC is refused with
 * the form's message: the form asks phones for JPEG (its accept list leaves HEIC out; iOS then converts).
 * Decoding runs on libuv's thread pool, so the event loop stays free meanwhile.
 */
export async function verifyImage(bytes: Buffer, allowed: readonly ImageType[] = ALL_IMAGE_TYPES): Promise<ImageType | undefined> {
  const type = sniffImageType(bytes.subarray(0, 16));
  if (!type || !allowed.includes(type)) return undefined;
  if (!endsExactlyAtImageEnd(type, bytes)) return undefined;
  return (await decodesAs(bytes, SHARP_FORMAT[type])) ? type : undefined;
}

async function decodesAs(bytes: Buffer, format: string): Promise<boolean> {
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
