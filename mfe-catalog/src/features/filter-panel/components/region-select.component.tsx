import { useState } from 'react';
import { type Region } from '@rv/shared-lib';
import { REGIONS } from '@rv/shared-lib/catalog';
import { useRegionInformation } from '../api/region-information.resource';
import { onDemand } from '../../on-demand/on-demand';
import styles from '../filter-panel.module.css';

/** The 'learn more' modal's code comes when it is first opened, not with the list's first load. */
const RegionModal = onDemand(() => import('./region-modal.component').then((m) => m.RegionModal), 'the region details');

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
      {open ? <RegionModal status={doc.status} data={data} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
