import { recentArticlesExcept } from '@rv/shared-lib/owners';
import { OwnerCard } from '../../cards/components/owner-card.component';
import { useRecentArticles } from '../hooks/use-recent-articles';
import styles from '../recently-viewed.module.css';

/** Recently viewed articles from the cookie (spec §3), the open article left out; nothing when there are none. */
export function RecentlyViewed({ title = 'Recently viewed', exceptUid = null }: { title?: string; exceptUid?: string | null }) {
  const articles = recentArticlesExcept(useRecentArticles(), exceptUid);
  if (articles.length === 0) return null;
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {articles.map((a) => (
          <li key={a.uid}><OwnerCard title={a.title} href={`/owners/${a.uid}`} image={a.heroImage} hasVideo={a.hasVideo} /></li>
        ))}
      </ul>
    </section>
  );
}
