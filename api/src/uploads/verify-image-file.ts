import { open } from 'node:fs/promises';
import os from 'node:os';
import { MAX_IMAGE_UPLOAD_BYTES, type ImageType } from '@rv/domain/forms';
import { verifyImage } from './verify-image';

/**
 * Verifications take turns, one per core but one: a decode is CPU-bound (a thread-pool worker plus
 * libvips threads), and several at once on a small machine would starve the event loop's own core.
 * Each turn reads the file into a buffer kept for the next turn: a fresh 12 MB buffer per upload
 * would soon make V8 collect, and a full collection pauses the event loop.
 */
const TURNS = Math.max(1, os.availableParallelism() - 1);
const spareBuffers: Buffer[] = [];
const waiting: Array<() => void> = [];
let running = 0;

/** verifyImage on a received file of `byteSize` bytes, waiting for a turn. */
export async function verifyImageFile(filePath: string, byteSize: number, allowed: readonly ImageType[]): Promise<ImageType | undefined> {
  if (running >= TURNS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  const buffer = spareBuffers.pop() ?? Buffer.allocUnsafeSlow(MAX_IMAGE_UPLOAD_BYTES);
  try {
    const bytes = byteSize <= buffer.length ? buffer.subarray(0, byteSize) : Buffer.allocUnsafeSlow(byteSize);
    await readInto(filePath, bytes);
    return await verifyImage(bytes, allowed);
  } finally {
    spareBuffers.push(buffer);
    running -= 1;
    waiting.shift()?.();
  }
}

async function readInto(filePath: string, bytes: Buffer): Promise<void> {
  const file = await open(filePath, 'r');
  try {
    let filled = 0;
    while (filled < bytes.length) {
      const { bytesRead } = await file.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) throw new Error(`${filePath} is shorter than ${bytes.length} bytes`);
      filled += bytesRead;
    }
  } finally {
    await file.close();
  }
}
