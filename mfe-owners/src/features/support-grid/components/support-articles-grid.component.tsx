import { useReveal } from '@rv/ui-kit';
import { articleHero, SupportArticlesGrid as ArticlesGrid } from '@rv/shared-lib/owners';
import { OwnerCard } from '../../cards/components/owner-card.component';
import type { ArticlePage, SupportArticle } from '../api/support-articles.resource';
import styles from '../support-grid.module.css';

interface SupportArticlesGridProps {
  title: string;
  /** Names what is listed (a tag, a brand); a new key starts again at page 1. */
  sourceKey: string;
  loadPage(page: number): Promise<ArticlePage>;
  emptyText?: string;
}

/** The owners pages' support articles grid (@rv/shared-lib/owners) with owner cards, revealed on scroll. */
export function SupportArticlesGrid({ title, sourceKey, loadPage, emptyText }: SupportArticlesGridProps) {
  const { ref, revealed } = useReveal<HTMLElement>();
  return (
    <ArticlesGrid<SupportArticle>
      sourceKey={sourceKey}
      loadPage={loadPage}
      emptyText={emptyText}
      keyOf={(doc) => doc.id}
      renderCard={(doc) => <OwnerCard title={doc.data.title} href={`/owners/${doc.uid}`} image={doc.data.card_image} hasVideo={articleHero(doc.data)?.kind === 'video'} />}
      frame={(children) => (
        <section ref={ref} className={`${styles.block} ${revealed ? styles.revealed : styles.hidden}`} aria-label={title}>
          <h2 className={styles.title}>{title}</h2>
          {children}
        </section>
      )}
      classNames={{ list: styles.grid, more: styles.more, error: styles.error }}
    />
  );
}
