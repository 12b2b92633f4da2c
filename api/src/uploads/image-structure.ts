import type { ImageType } from '@rv/domain/forms';

/**
 * Walks an image file's own structure from its first byte to its end marker and answers whether the
 * image ends exactly where the file ends. Anything after the end (HTML, a script, a zip) makes a
 * polyglot that a browser or another tool may read as something else, so it fails; so does a file
 * cut short. No pixel is decoded here (sharp does that); only lengths and markers are read.
 */
export function endsExactlyAtImageEnd(type: ImageType, bytes: Buffer): boolean {
  const end = imageEnd[type](bytes);
  return end === bytes.length;
}

/** Where the image ends in `bytes`, or -1 when its structure is broken or cut short. */
type EndFinder = (bytes: Buffer) => number;

const PNG_SIGNATURE_LENGTH = 8;

/** PNG: length-prefixed chunks (length, type, data, CRC) from IHDR to IEND. */
function pngEnd(bytes: Buffer): number {
  let at = PNG_SIGNATURE_LENGTH;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (first && type !== 'IHDR') return -1;
    first = false;
    at += 12 + length;
    if (type === 'IEND') return at <= bytes.length ? at : -1;
  }
  return -1;
}

const isRestartOrStandalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xd8;

/**
 * JPEG: marker segments from SOI to EOI; after each SOS the entropy-coded data runs to the next
 * marker that is neither a stuffed 0xFF00 nor a restart marker. Cameras and phones often add further
 * whole JPEGs after the first (MPF previews, HDR gain maps): each must end at its own EOI in turn.
 */
function jpegEnd(bytes: Buffer): number {
  let at = 0;
  do {
    at = oneJpegEnd(bytes, at);
  } while (at > 0 && at < bytes.length && bytes[at] === 0xff && bytes[at + 1] === 0xd8 && bytes[at + 2] === 0xff);
  return at;
}

function oneJpegEnd(bytes: Buffer, start: number): number {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return -1;
  let at = start + 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return -1;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (isRestartOrStandalone(marker)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return -1;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker === 0xda) {
      at = entropyDataEnd(bytes, at);
      if (at < 0) return -1;
    }
  }
  return -1;
}

/** The offset of the first real marker after entropy-coded data, or -1 when the file ends first. */
function entropyDataEnd(bytes: Buffer, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at < 0 || at + 1 >= bytes.length) return -1;
    const next = bytes[at + 1];
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
}

/** GIF: header, screen descriptor, optional global colour table, then blocks up to the trailer 0x3B. */
function gifEnd(bytes: Buffer): number {
  if (bytes.length < 13) return -1;
  let at = 13 + colourTableLength(bytes[10]);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) {
      at = subBlocksEnd(bytes, at + 2); // introducer, label, then data sub-blocks
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return -1;
      at += 10 + colourTableLength(bytes[at + 9]);
      at = subBlocksEnd(bytes, at + 1); // LZW minimum code size, then data sub-blocks
    } else {
      return -1;
    }
    if (at < 0) return -1;
  }
  return -1;
}

const colourTableLength = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function subBlocksEnd(bytes: Buffer, from: number): number {
  let at = from;
  while (at < bytes.length) {
    const size = bytes[at];
    at += 1 + size;
    if (size === 0) return at;
  }
  return -1;
}

/** WebP: a RIFF container whose declared length (plus its 8-byte header) is the file, chunk by chunk. */
function webpEnd(bytes: Buffer): number {
  if (bytes.length < 12) return -1;
  const end = 8 + bytes.readUInt32LE(4);
  let at = 12;
  while (at + 8 <= end && at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2); // chunks are padded to an even length
  }
  return at === end ? end : -1;
}

/** HEIC: ISO-BMFF top-level boxes, starting with ftyp and holding a meta box, adding up to the file. */
function heicEnd(bytes: Buffer): number {
  let at = 0;
  const seen = new Set<string>();
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (seen.size === 0 && type !== 'ftyp') return -1;
    if (size === 1) {
      if (at + 16 > bytes.length) return -1;
      size = Number(bytes.readBigUInt64BE(at + 8));
    } else if (size === 0) {
      size = bytes.length - at; // the last box runs to the end of the file
    }
    if (size < 8) return -1;
    seen.add(type);
    at += size;
  }
  return at === bytes.length && seen.has('meta') ? at : -1;
}

const imageEnd: Record<ImageType, EndFinder> = {
  'image/png': pngEnd,
  'image/jpeg': jpegEnd,
  'image/gif': gifEnd,
  'image/webp': webpEnd,
  'image/heic': heicEnd,
};
