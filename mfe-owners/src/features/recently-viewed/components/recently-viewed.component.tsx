import { RecentlyViewedArticles } from '@rv/shared-lib/owners';
import { OwnerCard } from '../../cards/components/owner-card.component';
import styles from '../recently-viewed.module.css';

/** Recently viewed articles (@rv/shared-lib/owners) with owner cards, the open article left out; laid out only near view (below the fold). */
export function RecentlyViewed({ title = 'Recently viewed', exceptUid = null }: { title?: string; exceptUid?: string | null }) {
  return (
    <RecentlyViewedArticles
      exceptUid={exceptUid}
      renderCard={(a) => <OwnerCard title={a.title} href={`/owners/${a.uid}`} image={a.heroImage} hasVideo={a.hasVideo} />}
      frame={(list) => (
        <section className={`${styles.block} rv-render-near-view`} aria-label={title}>
          <h2 className={styles.title}>{title}</h2>
          {list}
        </section>
      )}
      listClassName={styles.list}
    />
  );
}
