import { useEffect, useState } from 'react';
import { Button, fetchByType, type ContentDocument, type ImageField, type SupportArticlesGridSlice } from '@rv/shared-lib';
import { BlockSection } from './components/block-section.component';
import { Card } from './components/card.component';
import grid from './components/grid.module.css';

/** Spec §2/§9: 16 cards a page with a Load More button. */
export const SUPPORT_GRID_PAGE_SIZE = 16;

interface ArticleData { title?: string; card_image?: ImageField }
type State = { status: 'loading' | 'error' | 'ready'; articles: Array<ContentDocument<ArticleData>>; totalPages: number };

/** Support articles grid: articles tagged with the block's tag (or all), page by page (spec §4: page +1 on Load More). */
export function SupportArticlesGrid({ slice }: { slice: SupportArticlesGridSlice }) {
  const tag = slice.primary.tag?.trim() || null;
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ status: 'loading', articles: [], totalPages: 0 });
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, status: 'loading' }));
    fetchByType<ArticleData>('or_support_article', page, SUPPORT_GRID_PAGE_SIZE, { tags: tag ? [tag] : [] }).then(
      (result) => current && setState((s) => ({ status: 'ready', articles: page === 1 ? result.results : [...s.articles, ...result.results], totalPages: result.total_pages })),
      () => current && setState((s) => ({ ...s, status: 'error' })),
    );
    return () => { current = false; };
  }, [page, tag]);
  const { articles, status, totalPages } = state;
  if (status === 'error' && articles.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Support articles">
      {status === 'ready' && articles.length === 0 ? <p>No articles yet.</p> : null}
      <ul className={`${grid.grid} ${grid.cols4}`} aria-busy={status === 'loading'}>
        {articles.map((doc) => (
          <li key={doc.id}>
            <Card title={doc.data.title} link={{ link_type: 'Document', type: doc.type, uid: doc.uid ?? '', isBroken: false }} image={doc.data.card_image} headingLevel={3} />
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <p><Button theme="secondary" disabled={status === 'loading'} onClick={() => setPage((p) => p + 1)}>Load More</Button></p>
      ) : null}
      {status === 'error' ? <p role="alert">More articles could not be loaded. Please try again.</p> : null}
    </BlockSection>
  );
}
