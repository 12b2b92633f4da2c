import type { ComponentType } from 'react';
import { RemoteErrorBoundary, type Slice } from '@rv/shared-lib';
import { BentoGrid } from '../../owner-blocks/components/bento-grid.component';
import { BrandGrid } from '../../owner-blocks/components/brand-grid.component';
import { CategoriesGrid } from '../../owner-blocks/components/categories-grid.component';
import { SolutionCards } from '../../owner-blocks/components/solution-cards.component';
import { SupportArticlesSlider } from '../../owner-blocks/components/support-articles-slider.component';
import { RecentlyViewed } from '../../recently-viewed/components/recently-viewed.component';
import { Testimonials } from '../../reviews/components/testimonials.component';
import { SupportArticlesGrid } from '../../support-grid/components/support-articles-grid.component';
import { fetchArticlePage } from '../../support-grid/api/support-articles.resource';
import { ContentBlocks } from './content-blocks.component';

type OwnerBlock = ComponentType<{ slice: Slice }>;
const block = <S,>(component: ComponentType<{ slice: S }>) => component as unknown as OwnerBlock;

/** The owner blocks this remote draws itself, because they carry owner rules (grouping, cookies, brand selection). */
const OWNER_BLOCKS: Partial<Record<Slice['slice_type'], OwnerBlock>> = {
  solution_card_slider: block(SolutionCards),
  support_articles_slider: block(SupportArticlesSlider),
  bento_article_grid: block(BentoGrid),
  brand_grid: block(BrandGrid),
  categories_grid: block(CategoriesGrid),
  support_articles_grid: block(({ slice }: { slice: Extract<Slice, { slice_type: 'support_articles_grid' }> }) => {
    const tag = slice.primary.tag?.trim() || null;
    return <SupportArticlesGrid title={slice.primary.title || 'Support articles'} sourceKey={tag ?? '*'} loadPage={(page) => fetchArticlePage(tag, page)} />;
  }),
  recently_viewed_articles: block(({ slice }: { slice: Extract<Slice, { slice_type: 'recently_viewed_articles' }> }) => <RecentlyViewed title={slice.primary.title || undefined} />),
  testimonials: block(({ slice }: { slice: Extract<Slice, { slice_type: 'testimonials' }> }) => (
    <Testimonials title={slice.primary.title || undefined} brandCode={slice.primary.brand_code} count={slice.primary.count > 0 ? slice.primary.count : 6} />
  )),
};

type Run = { kind: 'owner'; slice: Slice; index: number } | { kind: 'content'; slices: Slice[]; index: number };

/** Consecutive general blocks go to mfe-content's renderer together; owner blocks are drawn here, in page order. */
export function splitRuns(slices: readonly Slice[]): Run[] {
  const runs: Run[] = [];
  slices.forEach((slice, index) => {
    if (slice && OWNER_BLOCKS[slice.slice_type]) runs.push({ kind: 'owner', slice, index });
    else if (runs.at(-1)?.kind === 'content') (runs.at(-1) as Extract<Run, { kind: 'content' }>).slices.push(slice);
    else runs.push({ kind: 'content', slices: [slice], index });
  });
  return runs;
}

/** An owner page's body: every block in order; one block that throws is dropped without breaking the page. */
export function OwnerSlices({ slices }: { slices: readonly Slice[] | null | undefined }) {
  return (
    <>
      {splitRuns(slices ?? []).map((run) => {
        if (run.kind === 'content') return <ContentBlocks key={run.index} slices={run.slices} />;
        const Block = OWNER_BLOCKS[run.slice.slice_type]!;
        return <RemoteErrorBoundary key={run.index} fallback={() => null}><Block slice={run.slice} /></RemoteErrorBoundary>;
      })}
    </>
  );
}
