import type { ProgramLine } from './program-line.types';
import { isProgramLineCacheFresh, type ProgramLineList } from './program-lines';

/** The spec's cache names (dealer spec (states and transitions)) for the lists of /ax/v1/lines/{list}. */
export const PROGRAM_LINE_CACHE_NAMES: Readonly<Record<ProgramLineList, string>> = {
  approved: 'myDealerApproved', processed: 'myInProgress', pending: 'myPending', completed: 'myCompleted',
};

/** Lists a successful claim clears: the approved line leaves approved, enters processed, and counts move (spec: states and transitions). */
export const LISTS_CLEARED_BY_CLAIM: readonly ProgramLineList[] = ['approved', 'processed', 'pending'];

/**
 * Program lines cached per status (dealer spec: states and transitions; constants and limits): a list fetched under 300 s ago is reused;
 * a failed load clears its entry  so the next visit asks again.
 */
export class ProgramLineCache {
  private readonly entries = new Map<ProgramLineList, { lines: ProgramLine[]; cachedAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The cached lines of a list when still fresh, else undefined. */
  get(list: ProgramLineList): ProgramLine[] | undefined {
    const entry = this.entries.get(list);
    return entry && isProgramLineCacheFresh(entry.cachedAt, this.now()) ? entry.lines : undefined;
  }

  set(list: ProgramLineList, lines: ProgramLine[]): void {
    this.entries.set(list, { lines, cachedAt: this.now() });
  }

  clear(lists: readonly ProgramLineList[]): void {
    for (const list of lists) this.entries.delete(list);
  }

  /** Fresh cache or a fetch that fills it; a failure clears the list and rejects. */
  async load(list: ProgramLineList, fetcher: (list: ProgramLineList) => Promise<ProgramLine[]>): Promise<ProgramLine[]> {
    const cached = this.get(list);
    if (cached) return cached;
    try {
      const lines = await fetcher(list);
      this.set(list, lines);
      return lines;
    } catch (error) {
      this.clear([list]);
      throw error;
    }
  }
}
