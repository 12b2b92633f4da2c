import { type BentoArticleGridSlice } from '@rv/shared-lib';
import { useReveal } from '@rv/ui-kit';
import { BENTO_MAX, bentoLayout, revealDelayMs } from '@rv/shared-lib/owners';
import { ArticleLinkCard, usableArticles } from './article-card';
import styles from '../owner-blocks.module.css';

/** Bento grid: 1 to 5 featured articles laid out by count on 6 columns (spec: screens and routes; constants and limits); a slider on phones (CSS). */
export function BentoGrid({ slice }: { slice: BentoArticleGridSlice }) {
  const { ref, revealed } = useReveal<HTMLUListElement>();
  const articles = usableArticles(slice.items).slice(0, BENTO_MAX);
  const cells = bentoLayout(articles.length);
  if (articles.length === 0) return null;
  return (
    <section className={styles.block} aria-label={slice.primary.title || 'Featured articles'}>
      <h2 className={styles.blockTitle}>{slice.primary.title || 'Featured articles'}</h2>
      <ul ref={ref} className={`${styles.bento} ${revealed ? styles.revealed : styles.hidden}`} data-count={articles.length}>
        {articles.map((article, i) => (
          <li
            key={article.uid}
            className={styles.bentoCell}
            style={{ gridColumn: `span ${cells[i].columns}`, gridRow: `span ${cells[i].rows}`, transitionDelay: `${revealDelayMs(i)}ms` }}
          >
            <ArticleLinkCard link={article} variant="bento" />
          </li>
        ))}
      </ul>
    </section>
  );
}
