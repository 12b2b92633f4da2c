import type { SliceType } from '@rv/domain/content';

/**
 * The blocks of owner support, drawn with owner rules (grouping, the recently viewed cookie, the selected
 * brand, owner cards): the owner pages pass them to mfe-content's block renderer, which has none of its own.
 */
export const OWNER_BLOCK_TYPES = [
  'solution_card_slider', 'support_articles_slider', 'support_articles_grid', 'bento_article_grid',
  'brand_grid', 'categories_grid', 'recently_viewed_articles',
] as const satisfies readonly SliceType[];

export type OwnerBlockType = (typeof OWNER_BLOCK_TYPES)[number];
