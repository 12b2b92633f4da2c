import type { MouseEvent } from 'react';
import { snippetParts, type SiteSearchResult } from '@rv/shared-lib/search';
import styles from './search-results.module.css';

/** The excerpt around the match: the engine's marks drawn as <mark> elements, everything else as text (never HTML). */
export function Snippet({ text }: { text: string }) {
  return (
    <p className={styles.snippet}>
      {snippetParts(text).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
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
