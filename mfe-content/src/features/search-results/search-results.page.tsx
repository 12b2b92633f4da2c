import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from '@rv/shared-lib/router';
import { navigateToUrl } from 'single-spa';
import { trackEvent } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import {
  isSearchTermCut, normalizeSearchTerm, parseOwnersFlag, parseSearchPage, SEARCH_MAX_LENGTH, SEARCH_MIN_TERM, SEARCH_TERM_CUT_MESSAGE, searchPageHref,
  type SiteSearchResult,
} from '@rv/shared-lib/search';
import { CategoryFacet } from './category-facet.component';
import { ResultCard } from './result-card.component';
import { SearchPager } from './search-pager.component';
import { useSearchResults } from './use-search-results';
import styles from './search-results.module.css';

/** `/search?query=&owners=&category=&page=` (spec: screens and routes): the site's results with the category facet and paging. */
export function SearchResultsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const query = normalizeSearchTerm(params.get('query'));
  const owners = parseOwnersFlag(params.get('owners'));
  const category = params.get('category')?.trim() || null;
  const page = parseSearchPage(params.get('page')) ?? 1;
  const [typed, setTyped] = useState(query);
  const { firstLoad, busy, data, error, retry } = useSearchResults({ query, owners, category, page });

  useEffect(() => setTyped(query), [query]);
  useEffect(() => {
    document.title = query ? `Search results for “${query}”` : 'Search';
  }, [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = normalizeSearchTerm(typed);
    if (term) navigate(searchPageHref(term, { owners }));
  };
  const openResult = (event: MouseEvent<HTMLAnchorElement>, result: SiteSearchResult) => {
    event.preventDefault();
    const position = (page - 1) * (data?.meta.page.size ?? 10) + (data?.results.indexOf(result) ?? 0) + 1;
    trackEvent('clickResultLink', { searchTerm: query, title: result.data.title.raw, url: result.data.url_path.raw, position });
    navigateToUrl(result.data.url_path.raw);
  };

  return (
    <div className={`rv-container ${styles.page}`}>
      <h1 className={styles.heading}>{query ? <>Search results for “{query}”</> : 'Search'}</h1>
      <form className={styles.form} role="search" onSubmit={submit}>
        <label htmlFor="rv-search-page-input" className="rv-visually-hidden">Search</label>
        <input id="rv-search-page-input" type="search" className={styles.input} value={typed} maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" disabled={!normalizeSearchTerm(typed)}>Search</Button>
        <label className={styles.owners}>
          <input type="checkbox" checked={owners} onChange={(e) => navigate(searchPageHref(query, { owners: e.target.checked }))} disabled={!query} />
          Owner content only
        </label>
      </form>
      {isSearchTermCut(params.get('query')) ? <p role="status" className={styles.message}>{SEARCH_TERM_CUT_MESSAGE}</p> : null}
      {firstLoad === 'NONE' ? <p className={styles.message}>Type at least {SEARCH_MIN_TERM} characters to search the site.</p> : null}
      {firstLoad === 'LOADING' ? <div role="status" aria-busy="true" className={styles.loading}>Searching…</div> : null}
      {firstLoad === 'LOADED' && error ? (
        <div role="alert" className={styles.message}>
          <p>Search is not available right now. Please try again.</p>
          <Button theme="secondary" onClick={retry}>Try again</Button>
        </div>
      ) : null}
      {firstLoad === 'LOADED' && !error && data ? (
        <div className={styles.layout} aria-busy={busy}>
          <CategoryFacet query={query} owners={owners} selected={category} values={data.facets.category} />
          <section className={styles.results} aria-label="Results">
            <p role="status" className={styles.summary}>
              {data.meta.page.total_results
                ? `Showing ${(page - 1) * data.meta.page.size + 1}-${(page - 1) * data.meta.page.size + data.results.length} of ${data.meta.page.total_results} results`
                : `No results for “${query}”${category ? ` in ${category}` : ''}.`}
              {data.meta.corrected_query && data.meta.page.total_results ? ` Including results for “${data.meta.corrected_query}”.` : ''}
            </p>
            {data.results.length ? (
              <ol className={styles.list} start={(page - 1) * data.meta.page.size + 1}>
                {data.results.map((result) => <li key={result.id.raw}><ResultCard result={result} onOpen={openResult} /></li>)}
              </ol>
            ) : <EmptyResults query={query} owners={owners} category={category} alternatives={data.meta.alternatives} />}
            <SearchPager query={query} owners={owners} category={category} page={page} totalPages={data.meta.page.total_pages} />
          </section>
        </div>
      ) : null}
    </div>
  );
}

interface EmptyResultsProps { query: string; owners: boolean; category: string | null; alternatives: string[] }

/** Nothing found: close words the engine knows, the whole site when a filter or the owners engine narrowed it. */
function EmptyResults({ query, owners, category, alternatives }: EmptyResultsProps) {
  return (
    <div className={styles.empty}>
      {alternatives.length ? (
        <p>Did you mean {alternatives.map((word, i) => (
          <span key={word}>{i ? ', ' : ''}<Link to={searchPageHref(word, { owners })}>{word}</Link></span>
        ))}?</p>
      ) : <p>Check the spelling, or try fewer or more general words.</p>}
      {category ? <p><Link to={searchPageHref(query, { owners })}>Search every category</Link></p> : null}
      {owners ? <p><Link to={searchPageHref(query)}>Search the whole site</Link></p> : null}
    </div>
  );
}
