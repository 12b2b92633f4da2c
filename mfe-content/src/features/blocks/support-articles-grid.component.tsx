import { fetchByType, type ContentDocument, type ImageField, type SupportArticlesGridSlice } from '@rv/shared-lib';
import { SUPPORT_GRID_PAGE_SIZE, SupportArticlesGrid as ArticlesGrid } from '@rv/shared-lib/owners';
import { BlockSection } from './components/block-section.component';
import { Card } from './components/card.component';
import grid from './components/grid.module.css';

interface ArticleData { title?: string; card_image?: ImageField }
type Article = ContentDocument<ArticleData>;

/**
 * Support articles grid block: articles tagged with the block's tag (or all), in the one grid shared with
 * the owners pages (@rv/shared-lib/owners); this block gives it the content cards and the block's frame.
 */
export function SupportArticlesGrid({ slice }: { slice: SupportArticlesGridSlice }) {
  const tag = slice.primary.tag?.trim() || null;
  return (
    <ArticlesGrid<Article>
      sourceKey={tag ?? '*'}
      loadPage={(page) => fetchByType<ArticleData>('or_support_article', page, SUPPORT_GRID_PAGE_SIZE, { tags: tag ? [tag] : [] })}
      keyOf={(doc) => doc.id}
      renderCard={(doc) => <Card title={doc.data.title} link={{ link_type: 'Document', type: doc.type, uid: doc.uid ?? '', isBroken: false }} image={doc.data.card_image} headingLevel={3} />}
      frame={(children) => <BlockSection title={slice.primary.title} label="Support articles">{children}</BlockSection>}
      classNames={{ list: `${grid.grid} ${grid.cols4}` }}
      hideOnFirstPageError
    />
  );
}
