import fs from 'node:fs';

/** How long a file's modification time is taken as known: a page checks the builds for a deploy, so a deploy shows within this (docs/decisions.md). */
export const FILE_STAMP_TTL_MS = 1000;

const stamps = new Map<string, { readAt: number; mtimeMs: number | null }>();

/** The file's modification time (null when it cannot be read), from a stat no older than FILE_STAMP_TTL_MS. */
export function fileStamp(file: string, now = Date.now()): number | null {
  const known = stamps.get(file);
  if (known && now - known.readAt < FILE_STAMP_TTL_MS && now >= known.readAt) return known.mtimeMs;
  let mtimeMs: number | null;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    mtimeMs = null;
  }
  stamps.set(file, { readAt: now, mtimeMs });
  return mtimeMs;
}

/** Test seam: forget every stamp, as after a second without requests. */
export function forgetFileStamps(): void {
  stamps.clear();
}
