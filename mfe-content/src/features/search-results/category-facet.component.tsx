import { Link } from '@rv/shared-lib/router';
import { searchPageHref, type CategoryFacetValue } from '@rv/shared-lib/search';
import styles from './search-results.module.css';

interface CategoryFacetProps {
  query: string;
  owners: boolean;
  selected: string | null;
  values: CategoryFacetValue[];
}

/** The category facet (spec: the calls): every category of the query with its count; choosing one starts at page 1. */
export function CategoryFacet({ query, owners, selected, values }: CategoryFacetProps) {
  if (!values.length) return null;
  const total = values.reduce((sum, v) => sum + v.count, 0);
  const entries = [{ value: null, label: 'All', count: total }, ...values.map((v) => ({ value: v.value, label: v.value, count: v.count }))];
  return (
    <nav className={styles.facet} aria-label="Filter by category">
      <h2 className={styles.facetTitle}>Category</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.label}>
            <Link to={searchPageHref(query, { owners, category: entry.value })} aria-current={entry.value === selected ? 'page' : undefined}
              className={entry.value === selected ? styles.selected : undefined}>
              {entry.label} <span className={styles.count}>({entry.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
