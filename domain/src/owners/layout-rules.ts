/** Owner-support layout rules of consumer spec (screens and routes) "Card slider", "Bento article grid" and the spec's constants and limits. */

/** Spec (constants and limits): the bento grid holds at most 5 cards on a 6-column grid. */
export const BENTO_MAX = 5;
export const BENTO_COLUMNS = 6;
/** Spec (constants and limits): solution cards stack in groups of 2, brand cards in groups of 5. */
export const SOLUTION_GROUP_SIZE = 2;
export const BRAND_GROUP_SIZE = 5;
/** Spec (constants and limits): a card slider with fewer than 4 cards gets its own layout. */
export const CARD_SLIDER_FEW = 4;
/** Spec (screens and routes; constants and limits): support articles grid page. */
export const SUPPORT_GRID_PAGE_SIZE = 16;

/** Where one bento card sits: columns and rows it spans on the 6-column grid. */
export interface BentoCell {
  columns: number;
  rows: number;
}

/**
 * Bento layout by card count (spec: screens and routes, "layout by count"). The first card is the featured one and the
 * spans always tile the 6 columns without holes, so no count leaves a gap.
 */
const BENTO_LAYOUTS: Record<number, BentoCell[]> = {
  1: [{ columns: BENTO_COLUMNS, rows: 2 }],
  2: [{ columns: 3, rows: 2 }, { columns: 3, rows: 2 }],
  3: [{ columns: 4, rows: 2 }, { columns: 2, rows: 1 }, { columns: 2, rows: 1 }],
  4: [{ columns: 2, rows: 2 }, { columns: 2, rows: 2 }, { columns: 2, rows: 1 }, { columns: 2, rows: 1 }],
  5: [{ columns: 4, rows: 2 }, { columns: 2, rows: 1 }, { columns: 2, rows: 1 }, { columns: 3, rows: 1 }, { columns: 3, rows: 1 }],
};

/** The cells for `count` cards; more than 5 are cut to 5, none gives none. */
export function bentoLayout(count: number): BentoCell[] {
  const shown = Math.max(0, Math.min(BENTO_MAX, Math.floor(count)));
  return shown === 0 ? [] : BENTO_LAYOUTS[shown];
}

/** Splits a list into consecutive groups of `size` (the last may be shorter). */
export function groupsOf<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`group size must be a positive integer, got ${size}`);
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** Card types of the card slider (spec: screens and routes). */
export type OwnerCardType = 'brand' | 'support-article' | 'solution' | 'bento' | 'additional-help';

/** How a card slider lays its cards out: solution and brand cards are stacked in groups; fewer than 4 is the "few" layout. */
export function cardSliderLayout(type: OwnerCardType, count: number): { stacked: boolean; groupSize: number; few: boolean } {
  const groupSize = type === 'solution' ? SOLUTION_GROUP_SIZE : type === 'brand' ? BRAND_GROUP_SIZE : 1;
  return { stacked: groupSize > 1, groupSize, few: count < CARD_SLIDER_FEW };
}

/** Spec (states and transitions): Load More shows while pages remain beyond the ones shown. */
export function showLoadMore(pagesShown: number, totalPages: number): boolean {
  return pagesShown < totalPages;
}
