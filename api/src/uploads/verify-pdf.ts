import { open } from 'node:fs/promises';

const TAIL_BYTES = 1024;

/**
 * Whether a received file is a PDF and only that: it starts with the %PDF-1.x or %PDF-2.x header and its
 * last 1 kB holds the %%EOF marker followed by nothing but whitespace (no HTML or script appended).
 */
export async function isWholePdf(filePath: string, byteSize: number): Promise<boolean> {
  if (byteSize < 16) return false;
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(8);
    await file.read(head, 0, 8, 0);
    if (!/^%PDF-[12]\.\d/.test(head.toString('latin1'))) return false;
    const size = Math.min(TAIL_BYTES, byteSize);
    const tail = Buffer.alloc(size);
    await file.read(tail, 0, size, byteSize - size);
    return /%%EOF\s*$/.test(tail.toString('latin1'));
  } finally {
    await file.close();
  }
}
