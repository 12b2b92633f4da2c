import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@rv/shared-lib/router';
import { normalizeSearchTerm } from '@rv/shared-lib/search';
import { DealerFrame } from '../components/dealer-frame.component';
import { ScopeNote } from '../features/dealership-select/components/scope-note.component';
import { SearchForm } from '../features/search/components/search-form.component';
import { SearchResults } from '../features/search/components/search-results.component';
import { dealerSearchHref } from '../features/search/search-rules';
import styles from '../features/search/components/search.module.css';

/**
 * `/ignite/sales/search?query={text}` (route `dealerSearch`). The dealer spec names the route and a
 * default page size of 20 and says nothing more; the rest is ours: a search box that keeps the term
 * in the URL, and results grouped as floorplans of the dealer's own brands and matching learning courses.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = normalizeSearchTerm(params.get('query'));
  useEffect(() => {
    document.title = query ? `Search: ${query}` : 'Search';
  }, [query]);
  return (
    <DealerFrame>
      <h1>Search</h1>
      <ScopeNote lead="Floorplans and courses of the brands sold at" />
      <SearchForm query={query} onSearch={(term) => navigate(dealerSearchHref(term))} />
      {query ? <SearchResults key={query} query={query} /> : <p className={styles.muted}>Type a floorplan, brand or course name to search.</p>}
    </DealerFrame>
  );
}
