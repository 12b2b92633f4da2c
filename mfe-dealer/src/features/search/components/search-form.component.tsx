import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@rv/ui-kit';
import { canSubmitSearch, normalizeSearchTerm, SEARCH_MAX_LENGTH } from '@rv/shared-lib/search';
import styles from './search.module.css';

/**
 * The search box: a labelled search landmark whose submit puts the term in the URL (`?query=`), so
 * results can be shared and reloaded. The box follows the URL when it changes (back, forward, a link).
 */
export function SearchForm({ query, onSearch }: { query: string; onSearch(term: string): void }) {
  const inputId = useId();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitSearch(text)) onSearch(normalizeSearchTerm(text));
  };
  return (
    <form role="search" aria-label="Dealer portal" className={styles.search} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>Search floorplans and courses</label>
        <input id={inputId} className={styles.input} type="search" name="query" value={text} maxLength={SEARCH_MAX_LENGTH} onChange={(e) => setText(e.target.value)} />
      </div>
      <Button type="submit" disabled={!canSubmitSearch(text)}>Search</Button>
    </form>
  );
}
