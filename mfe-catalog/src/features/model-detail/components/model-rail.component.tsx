import { memo } from 'react';
import type { Model } from '@rv/shared-lib/catalog';
import { FloorplanItem } from '../../floorplan-card/components/floorplan-card.component';
import styles from '../model-detail.module.css';

/**
 * A titled row of floorplan cards (recently viewed, recommended); nothing when empty or failed, as spec (error catalogue) logs only.
 * Below the fold: each card is live once near view.
 */
export const ModelRail = memo(function ModelRail({ title, models }: { title: string; models: Model[] | null }) {
  if (!models?.length) return null;
  return (
    <section className={`${styles.rail} rv-render-near-view`} aria-label={title}>
      <h2>{title}</h2>
      <ul className={styles.railList}>
        {models.map((m) => <FloorplanItem key={m.uniqueId} model={m} />)}
      </ul>
    </section>
  );
});
