import { Link, useLocation } from 'react-router-dom';
import styles from '../floorplan-card.module.css';

/** Page links that keep the other query parameters, so a page of a filtered list is a URL too. */
export function Pagination({ page, pages, label }: { page: number; pages: number; label: string }) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    if (n > 1) params.set('page', String(n));
    else params.delete('page');
    const query = params.toString();
    return { search: query ? `?${query}` : '' };
  };
  return (
    <nav aria-label={label}>
      <ul className={styles.pager}>
        {page > 1 ? <li><Link to={href(page - 1)} aria-label="Previous page">‹</Link></li> : null}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}><Link to={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>{n}</Link></li>
        ))}
        {page < pages ? <li><Link to={href(page + 1)} aria-label="Next page">›</Link></li> : null}
      </ul>
    </nav>
  );
}
