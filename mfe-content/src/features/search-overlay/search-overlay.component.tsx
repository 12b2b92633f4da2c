import { useCallback, useDeferredValue, useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { trackEvent, type SearchOverlayProps } from '@rv/shared-lib';
import {
  canSubmitSearch, normalizeSearchTerm, OVERLAY_FOCUS_DELAY_MS, OVERLAY_REMOVE_DELAY_MS, SEARCH_MAX_LENGTH, searchPageHref, type SiteSearchResult,
} from '@rv/shared-lib/search';
import { optionId, SuggestionList } from './suggestion-list.component';
import { TopSuggestions } from './top-suggestions.component';
import { useOverlaySearch } from './use-overlay-search';
import styles from './search-overlay.module.css';

/** Kept for callers of the first version of this module; the values are the spec's . */
export { SEARCH_MAX_LENGTH };
export const FOCUS_DELAY_MS = OVERLAY_FOCUS_DELAY_MS;
export const REMOVE_DELAY_MS = OVERLAY_REMOVE_DELAY_MS;

const LIST_ID = 'rv-search-suggestions';
/** One empty list, so a collapsed suggestion list keeps its props from keystroke to keystroke. */
const NO_SUGGESTIONS: string[] = [];

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog keeps Tab and Shift+Tab inside it: past the last control to the first, and back. */
export function trapFocus(event: globalThis.KeyboardEvent, container: HTMLElement): void {
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const inside = container.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The site search overlay the masthead opens on 'search:open' (spec: screens and routes; states and transitions; validation rules): a combobox with
 * text suggestions, 'Top Suggestions' previews, clear, submit and close, and the data-layer events of the calls.
 */
export default function SearchOverlay({ initialQuery = '', openedAt, onClose }: SearchOverlayProps) {
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  const [closing, setClosing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // What had focus when the overlay opened (the masthead's search button): it gets it back on close.
  const opener = useRef<HTMLElement | null>(null);
  // Lists arriving from the server redraw in a transition: a keystroke interrupts them and paints first.
  const { term, suggestions, previews } = useDeferredValue(useOverlaySearch(query));
  // The latest query and term for the stable handlers below, so the lists skip rendering on each keystroke.
  const latest = useRef({ query, term });
  latest.current = { query, term };
  const expanded = suggestions.length > 0 && normalizeSearchTerm(query).length > 0;

  useEffect(() => {
    setClosing(false);
    setQuery(initialQuery);
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && !dialog.current?.contains(focused) && focused !== document.body) opener.current = focused;
    const timer = window.setTimeout(() => input.current?.focus(), OVERLAY_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
    // A new request (openedAt) reopens the overlay with its query; typing must not reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedAt]);
  useEffect(() => setActive(-1), [suggestions]);

  const close = (returnFocus = true) => {
    setClosing(true);
    if (returnFocus && opener.current?.isConnected) opener.current.focus();
    window.setTimeout(onClose, OVERLAY_REMOVE_DELAY_MS);
  };
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') close();
      else if (e.key === 'Tab' && dialog.current && !closing) trapFocus(e, dialog.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const go = (href: string) => {
    navigateToUrl(href);
    // The page changes: focus goes to the new page, not back to the button that opened search.
    close(false);
  };
  const goRef = useRef(go);
  goRef.current = go;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitSearch(query)) return;
    const searchTerm = normalizeSearchTerm(query);
    trackEvent('enterSearch', { searchTerm });
    go(searchPageHref(searchTerm));
  };
  const chooseSuggestion = useCallback((suggestion: string) => {
    trackEvent('clickSuggestedTerm', { searchTerm: normalizeSearchTerm(latest.current.query), suggestion });
    goRef.current(searchPageHref(suggestion));
  }, []);
  const openPreview = useCallback((event: MouseEvent<HTMLAnchorElement>, result: SiteSearchResult) => {
    event.preventDefault();
    trackEvent('clickTopSuggestedTile', { searchTerm: latest.current.term, title: result.data.title.raw, url: result.data.url_path.raw });
    goRef.current(result.data.url_path.raw);
  }, []);
  const seeAll = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    trackEvent('clickSuggestedLink', { searchTerm: term });
    go(searchPageHref(term));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Enter')) return;
    if (event.key === 'Enter') {
      if (active < 0) return;
      event.preventDefault();
      chooseSuggestion(suggestions[active]);
      return;
    }
    event.preventDefault();
    // The arrows cycle through the options and back to the input itself (-1), as listbox comboboxes do.
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const slots = suggestions.length + 1;
    setActive((i) => ((i + 1 + step + slots) % slots) - 1);
  };

  return (
    <div ref={dialog} className={`${styles.overlay} ${closing ? styles.closing : ''}`} role="dialog" aria-modal="true" aria-label="Search the site">
      <div className={styles.bar}>
        <form className={styles.form} role="search" onSubmit={submit}>
          <label htmlFor="rv-site-search" id="rv-site-search-label" className="rv-visually-hidden">Search</label>
          <div className={styles.combobox} role="combobox" aria-labelledby="rv-site-search-label" aria-expanded={expanded} aria-controls={LIST_ID}>
            <input id="rv-site-search" ref={input} className={styles.input} type="search" value={query} maxLength={SEARCH_MAX_LENGTH}
              placeholder="Search floorplans, brands and owner help" autoComplete="off" aria-autocomplete="list" aria-controls={LIST_ID}
              aria-activedescendant={active >= 0 ? optionId(LIST_ID, active) : undefined}
              onChange={(e) => setQuery(e.target.value)} onKeyDown={onKeyDown} />
            <SuggestionList id={LIST_ID} suggestions={expanded ? suggestions : NO_SUGGESTIONS} active={active} onChoose={chooseSuggestion} />
          </div>
          {query ? <button type="button" className={styles.clear} onClick={() => { setQuery(''); input.current?.focus(); }}>Clear</button> : null}
          <button type="submit" className="rv-button rv-button--primary rv-button--md" disabled={!canSubmitSearch(query)}>Search</button>
        </form>
        <button type="button" className={styles.close} onClick={() => close()} aria-label="Close search">×</button>
      </div>
      {previews.length ? (
        <div className={styles.panel}>
          <TopSuggestions previews={previews} onOpen={openPreview} />
          <a className={styles.seeAll} href={searchPageHref(term)} onClick={seeAll}>See all results for “{term}”</a>
        </div>
      ) : null}
    </div>
  );
}
