/** Every owner support article's text, by title (the titles of owner-taxonomy's OWNER_ARTICLES). */
import type { ArticleCopy } from './article-copy';
import { COMFORT_COPY } from './comfort';
import { ELECTRICAL_COPY } from './electrical';
import { EXTERIOR_COPY } from './exterior';
import { PLUMBING_COPY } from './plumbing';
import { HITCH_COPY, TIRE_BRAKE_COPY } from './towing';

export { articleRichText, type ArticleCopy } from './article-copy';

export const ARTICLE_COPY: Readonly<Record<string, ArticleCopy>> = {
  ...ELECTRICAL_COPY, ...PLUMBING_COPY, ...COMFORT_COPY, ...EXTERIOR_COPY, ...HITCH_COPY, ...TIRE_BRAKE_COPY,
};
