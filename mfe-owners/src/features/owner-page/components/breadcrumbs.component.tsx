import styles from '../owner-page.module.css';
import { SiteLink } from '@rv/shared-lib';

/** Where a page sits in owner support; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: Array<{ label: string; href: string | null }> }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {i === trail.length - 1 ? <span aria-current="page">{crumb.label}</span> : <SiteLink href={crumb.href}>{crumb.label}</SiteLink>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
