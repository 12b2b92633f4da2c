import { useId } from 'react';
import { useAuthStore } from '@rv/shared-lib';
import { dealershipOptions, SELECT_LOCATION_LABEL } from '../dealership-options';
import styles from './dealership-select.module.css';

/** The dealership dropdown (dealer spec: screens and routes): 'Please select location', then the user's dealerships. */
export function DealershipSelect({ value, onChange }: { value: string; onChange(dealershipNumber: string): void }) {
  const organizations = useAuthStore((s) => s.user?.organizations);
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>Location</label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{SELECT_LOCATION_LABEL}</option>
        {dealershipOptions(organizations).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}
