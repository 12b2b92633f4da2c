import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { routeHelpers } from '@rv/shared-lib';
import styles from './search-overlay.module.css';

/** Spec §5: search input max 100 characters. */
export const SEARCH_MAX_LENGTH = 100;
/** Spec §4: on open, focus goes to the input after 300 ms; on close the overlay is removed after 500 ms. */
export const FOCUS_DELAY_MS = 300;
export const REMOVE_DELAY_MS = 500;

export interface SearchOverlayProps {
  initialQuery?: string;
  openedAt?: number;
  onClose(): void;
}

/** The site search overlay the masthead opens (spec §2): input, clear, submit and close. */
export default function SearchOverlay({ initialQuery = '', openedAt, onClose }: SearchOverlayProps) {
  const [query, setQuery] = useState(initialQuery);
  const [closing, setClosing] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setClosing(false);
    const timer = window.setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [openedAt]);

  const close = () => {
    setClosing(true);
    window.setTimeout(onClose, REMOVE_DELAY_MS);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = query.trim();
    if (!term) return;
    navigateToUrl(routeHelpers.search(term));
    close();
  };

  return (
    <div className={`${styles.overlay} ${closing ? styles.closing : ''}`} role="dialog" aria-modal="true" aria-label="Search the site">
      <form className={styles.form} role="search" onSubmit={submit}>
        <label htmlFor="rv-site-search" className="rv-visually-hidden">Search</label>
        <input id="rv-site-search" ref={input} className={styles.input} type="search" value={query} maxLength={SEARCH_MAX_LENGTH}
          placeholder="Search floorplans, brands and owner help" onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        {query ? <button type="button" className={styles.clear} onClick={() => { setQuery(''); input.current?.focus(); }}>Clear</button> : null}
        <button type="submit" className="rv-button rv-button--primary rv-button--md" disabled={!query.trim()}>Search</button>
      </form>
      <button type="button" className={styles.close} onClick={close} aria-label="Close search">×</button>
    </div>
  );
}
