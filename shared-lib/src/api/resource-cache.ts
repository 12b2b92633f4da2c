/**
 * The page's one cache of API reads: a key is asked once and its answer shared by every caller (a
 * glossary for every tooltip, site settings for every form). A failure is forgotten, so the next call
 * asks again. Tests start each case empty (scripts/jest-setup-dom.ts calls resetResourceCache).
 */
interface Read { answer: Promise<unknown>; answeredAt: number | null }
const reads = new Map<string, Read>();

export interface CachedReadOptions {
  /** Whether an answer received at `answeredAt` (ms) may still be used; by default it lasts the page's life. */
  isFresh?: (answeredAt: number) => boolean;
}

/** The answer for `key`, asking `fetcher` only if no call for it is pending or still fresh. */
export function cachedRead<T>(key: string, fetcher: () => Promise<T>, { isFresh }: CachedReadOptions = {}): Promise<T> {
  const known = reads.get(key);
  if (known && (known.answeredAt === null || !isFresh || isFresh(known.answeredAt))) return known.answer as Promise<T>;
  const read: Read = { answer: fetcher(), answeredAt: null };
  reads.set(key, read);
  read.answer.then(
    () => {
      read.answeredAt = Date.now();
    },
    () => {
      if (reads.get(key) === read) reads.delete(key);
    },
  );
  return read.answer as Promise<T>;
}

/** Forgets the reads whose key starts with `prefix` (after a change the server made, e.g. a claim). */
export function forgetCachedReads(prefix: string): void {
  for (const key of [...reads.keys()]) if (key.startsWith(prefix)) reads.delete(key);
}

/** Forgets every read: the one reset between tests. */
export function resetResourceCache(): void {
  reads.clear();
}
