import { useState } from 'react';
import { type Region } from '@rv/shared-lib';
import { Modal, RichText } from '@rv/ui-kit';
import { REGIONS } from '@rv/shared-lib/catalog';
import { useRegionInformation } from '../api/region-information.resource';
import styles from '../filter-panel.module.css';

const REGION_LABELS: Record<Region, string> = { EAST: 'East', WEST: 'West', BOTH: 'Both' };

export interface RegionSelectProps { value: Region; onChange(region: Region): void }

/** The region select with its info line and the 'learn more' full-size modal from the region document (spec: screens and routes). */
export function RegionSelect({ value, onChange }: RegionSelectProps) {
  const [open, setOpen] = useState(false);
  const doc = useRegionInformation(true);
  const data = doc.status === 'success' ? doc.data.data : null;
  return (
    <div className={styles.region}>
      <label className={styles.field}>
        <span className={styles.legend}>Region</span>
        <select value={value} onChange={(e) => onChange(e.target.value as Region)}>
          {REGIONS.map((r) => <option key={r} value={r}>{REGION_LABELS[r]}</option>)}
        </select>
      </label>
      <p className={styles.regionInfo}>
        {data?.intro_copy ?? 'Some floorplans are built for one region.'}{' '}
        <button type="button" className={styles.linkButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {data?.button_label ?? 'learn more'}<span className="rv-visually-hidden"> about regions</span>
        </button>
      </p>
      <Modal open={open} onClose={() => setOpen(false)} size="full" title={data?.title ?? 'Regional Floorplans'}>
        {doc.status === 'loading' ? <p role="status">Loading…</p> : null}
        {doc.status === 'error' ? <p>Region details are unavailable right now.</p> : null}
        {data ? (
          <div className={styles.regionModal}>
            <img src={data.region_map.url} alt={data.region_map.alt ?? ''} width={data.region_map.dimensions?.width} height={data.region_map.dimensions?.height} />
            <RichText value={data.description} />
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
