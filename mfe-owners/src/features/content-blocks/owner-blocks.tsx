import type { ComponentType } from 'react';
import type { SliceByType } from '@rv/shared-lib';
import type { OwnerBlockType } from '@rv/shared-lib/owners';
import { BentoGrid } from '../owner-blocks/components/bento-grid.component';
import { BrandGrid } from '../owner-blocks/components/brand-grid.component';
import { CategoriesGrid } from '../owner-blocks/components/categories-grid.component';
import { SolutionCards } from '../owner-blocks/components/solution-cards.component';
import { SupportArticlesSlider } from '../owner-blocks/components/support-articles-slider.component';
import { RecentlyViewed } from '../recently-viewed/components/recently-viewed.component';
import { SupportArticlesGrid } from '../support-grid/components/support-articles-grid.component';
import { fetchArticlePage } from '../support-grid/api/support-articles.resource';

/** The support articles grid block: the articles tagged with its tag, or all. */
function SupportArticlesGridBlock({ slice }: { slice: SliceByType<'support_articles_grid'> }) {
  const tag = slice.primary.tag?.trim() || null;
  return <SupportArticlesGrid title={slice.primary.title || 'Support articles'} sourceKey={tag ?? '*'} loadPage={(page) => fetchArticlePage(tag, page)} />;
}

/** The recently viewed articles block. */
function RecentlyViewedBlock({ slice }: { slice: SliceByType<'recently_viewed_articles'> }) {
  return <RecentlyViewed title={slice.primary.title || undefined} />;
}

export type OwnerBlocks = { [K in OwnerBlockType]: ComponentType<{ slice: SliceByType<K> }> };

/**
 * The owner blocks, with this remote's owner rules (grouping, the recently viewed cookie, the selected brand,
 * owner cards): mfe-content's block renderer draws them in page order among its own blocks. Loaded apart
 * (owner-block-code.ts), only for a page that holds one.
 */
export const OWNER_BLOCKS: OwnerBlocks = {
  solution_card_slider: SolutionCards,
  support_articles_slider: SupportArticlesSlider,
  support_articles_grid: SupportArticlesGridBlock,
  bento_article_grid: BentoGrid,
  brand_grid: BrandGrid,
  categories_grid: CategoriesGrid,
  recently_viewed_articles: RecentlyViewedBlock,
};
