import { Button, useReveal } from '@rv/shared-lib';
import { articleHero, showLoadMore } from '@rv/shared-lib/owners';
import { OwnerCard } from '../../cards/components/owner-card.component';
import type { ArticlePage } from '../api/support-articles.resource';
import { usePagedArticles } from '../hooks/use-paged-articles';
import styles from '../support-grid.module.css';

interface SupportArticlesGridProps {
  title: string;
  /** Names what is listed (a tag, a brand); a new key starts again at page 1. */
  sourceKey: string;
  loadPage(page: number): Promise<ArticlePage>;
  emptyText?: string;
}

/** Support articles grid: 16 cards a page, Load More until every page is shown (spec §2, §4, §9). */
export function SupportArticlesGrid({ title, sourceKey, loadPage, emptyText = 'No articles yet.' }: SupportArticlesGridProps) {
  const grid = usePagedArticles(sourceKey, loadPage);
  const { ref, revealed } = useReveal<HTMLUListElement>();
  const { articles, status } = grid;
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {status === 'loading' && articles.length === 0 ? <p role="status">Loading articles…</p> : null}
      {status === 'ready' && articles.length === 0 ? <p>{emptyText}</p> : null}
      <ul ref={ref} className={`${styles.grid} ${revealed ? styles.revealed : styles.hidden}`} aria-busy={status === 'loading'}>
        {articles.map((doc) => (
          <li key={doc.id}>
            <OwnerCard title={doc.data.title} href={`/owners/${doc.uid}`} image={doc.data.card_image} hasVideo={articleHero(doc.data)?.kind === 'video'} />
          </li>
        ))}
      </ul>
      {status === 'error' ? (
        <div role="alert" className={styles.error}>
          <p>{articles.length ? 'More articles could not be loaded.' : 'The articles could not be loaded.'}</p>
          <Button theme="secondary" size="sm" onClick={grid.retry}>Try again</Button>
        </div>
      ) : null}
      {status !== 'error' && showLoadMore(grid.page, grid.totalPages) ? (
        <p className={styles.more}><Button theme="secondary" disabled={status === 'loading'} onClick={grid.loadMore}>Load More</Button></p>
      ) : null}
    </section>
  );
}
