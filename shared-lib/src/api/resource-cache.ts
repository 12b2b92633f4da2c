/**
 * The page's one cache of API reads: a key is asked once and its answer shared by every caller (a
 * glossary for every tooltip, site settings for every form). A failure is forgotten, so the next call
 * asks again. Tests start each case empty (scripts/jest-setup-dom.ts calls resetResourceCache).
 */
const reads = new Map<string, Promise<unknown>>();

/** The answer for `key`, asking `fetcher` only if no call for it is pending or done. */
export function cachedRead<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const known = reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const read = fetcher();
  reads.set(key, read);
  read.catch(() => {
    if (reads.get(key) === read) reads.delete(key);
  });
  return read;
}

/** Forgets the reads whose key starts with `prefix` (after a change the server made, e.g. a claim). */
export function forgetCachedReads(prefix: string): void {
  for (const key of [...reads.keys()]) if (key.startsWith(prefix)) reads.delete(key);
}

/** Forgets every read: the one reset between tests. */
export function resetResourceCache(): void {
  reads.clear();
}
