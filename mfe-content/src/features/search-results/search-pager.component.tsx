import { Link } from '@rv/shared-lib/router';
import { searchPageHref } from '@rv/shared-lib/search';
import styles from './search-results.module.css';

interface SearchPagerProps {
  query: string;
  owners: boolean;
  category: string | null;
  page: number;
  totalPages: number;
}

/** Pages around the current one (two either side), with Previous and Next; nothing for a single page. */
export function SearchPager({ query, owners, category, page, totalPages }: SearchPagerProps) {
  if (totalPages <= 1) return null;
  const href = (n: number) => searchPageHref(query, { owners, category, page: n });
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const numbers = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i);
  return (
    <nav className={styles.pager} aria-label="Search result pages">
      {page > 1 ? <Link to={href(page - 1)} rel="prev">Previous</Link> : null}
      {numbers.map((n) => (n === page
        ? <span key={n} aria-current="page" className={styles.current}>{n}</span>
        : <Link key={n} to={href(n)} aria-label={`Page ${n}`}>{n}</Link>))}
      {page < totalPages ? <Link to={href(page + 1)} rel="next">Next</Link> : null}
    </nav>
  );
}
