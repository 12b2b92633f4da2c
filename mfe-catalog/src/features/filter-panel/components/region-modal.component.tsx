import type { RegionInformationData } from '@rv/shared-lib';
import { Modal, RichText } from '@rv/ui-kit';
import styles from '../filter-panel.module.css';

export interface RegionModalProps { status: 'loading' | 'success' | 'error'; data: RegionInformationData | null; onClose(): void }

/** The region select's 'learn more': the region document's map and description, full size. */
export function RegionModal({ status, data, onClose }: RegionModalProps) {
  return (
    <Modal open onClose={onClose} size="full" title={data?.title ?? 'Regional Floorplans'}>
      {status === 'loading' ? <p role="status">Loading…</p> : null}
      {status === 'error' ? <p>Region details are unavailable right now.</p> : null}
      {data ? (
        <div className={styles.regionModal}>
          <img src={data.region_map.url} alt={data.region_map.alt ?? ''} width={data.region_map.dimensions?.width} height={data.region_map.dimensions?.height} />
          <RichText value={data.description} />
        </div>
      ) : null}
    </Modal>
  );
}
