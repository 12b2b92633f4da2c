import { MODELS_PER_PAGE, type Model } from '@rv/shared-lib/catalog';
import { FloorplanItem } from './floorplan-card.component';
import { Pagination } from './pagination.component';
import styles from '../floorplan-card.module.css';

export interface FloorplanGridProps {
  status: 'loading' | 'success' | 'error';
  models: Model[];
  total: number;
  page: number;
  onRetry(): void;
}

/** Twelve floorplan cards per page with paging (spec: constants and limits), and the loading, empty and error states. */
export function FloorplanGrid({ status, models, total, page, onRetry }: FloorplanGridProps) {
  if (status === 'error' && models.length === 0) {
    return (
      <div role="alert" className={styles.status}>
        <p>Floorplans could not be loaded.</p>
        <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={onRetry}>Try again</button>
      </div>
    );
  }
  if (status === 'loading' && models.length === 0) return <p role="status" className={styles.status}>Loading floorplans…</p>;
  if (models.length === 0) return <p className={styles.status}>No floorplans match these filters. Try removing a filter.</p>;
  return (
    <>
      <ul className={styles.grid} aria-busy={status === 'loading'}>
        {models.map((m) => <FloorplanItem key={m.uniqueId} model={m} />)}
      </ul>
      <Pagination page={page} pages={Math.ceil(total / MODELS_PER_PAGE)} label="Floorplan pages" />
    </>
  );
}
