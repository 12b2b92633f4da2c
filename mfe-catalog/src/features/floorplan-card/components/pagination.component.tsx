import { Link, useLocation } from '@rv/shared-lib/router';
import styles from '../floorplan-card.module.css';

/**
 * The pages to link: the first, the last, and two either side of the current one; null marks a gap.
 * The whole catalogue is 30 pages, too many links to scan or to fit a phone.
 */
export function pageWindow(page: number, pages: number, reach = 2): Array<number | null> {
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= reach);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? [null, n] : [n]));
}

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
        {pageWindow(page, pages).map((n, i) => (n === null
          ? <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>…</li>
          : <li key={n}><Link to={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>{n}</Link></li>))}
        {page < pages ? <li><Link to={href(page + 1)} aria-label="Next page">›</Link></li> : null}
      </ul>
    </nav>
  );
}
