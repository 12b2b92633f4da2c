import type { MouseEvent } from 'react';
import type { SiteSearchResult } from '@rv/shared-lib/search';
import styles from './search-results.module.css';

/** The engine marks matched words with <mark>; only those tags are honoured, the rest stays text. */
export function Snippet({ text }: { text: string }) {
  const parts = text.split(/(<mark>.*?<\/mark>)/g).filter(Boolean);
  return (
    <p className={styles.snippet}>
      {parts.map((part, i) => (part.startsWith('<mark>') ? <mark key={i}>{part.slice(6, -7)}</mark> : <span key={i}>{part}</span>))}
    </p>
  );
}

interface ResultCardProps {
  result: SiteSearchResult;
  onOpen(event: MouseEvent<HTMLAnchorElement>, result: SiteSearchResult): void;
}

/** One result: category, title link, the matching passage and the page's description. */
export function ResultCard({ result, onOpen }: ResultCardProps) {
  const { data } = result;
  const snippet = data.snippet.raw.trim();
  return (
    <article className={styles.card}>
      <p className={styles.category}>{data.category.raw}</p>
      <h2 className={styles.title}>
        <a href={data.url_path.raw} onClick={(e) => onOpen(e, result)}>{data.title.raw}</a>
      </h2>
      {snippet ? <Snippet text={snippet} /> : null}
      {data.meta_description.raw && data.meta_description.raw !== snippet ? <p className={styles.description}>{data.meta_description.raw}</p> : null}
    </article>
  );
}
