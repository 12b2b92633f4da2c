import { useId } from 'react';
import type { LineOwnerFilter } from '../claim-eligibility';
import styles from './incentives.module.css';

const OPTIONS: Array<[LineOwnerFilter, string]> = [['mine', 'My lines'], ['all', 'All salespeople']];

/** The "mine / all" choice of the incentives table: the user's own lines (the default) or every salesperson's of the dealership. */
export function OwnerFilter({ value, onChange }: { value: LineOwnerFilter; onChange(value: LineOwnerFilter): void }) {
  const name = useId();
  return (
    <fieldset className={styles.ownerFilter}>
      <legend className={styles.ownerLegend}>Show</legend>
      {OPTIONS.map(([option, text]) => (
        <label key={option} className={value === option ? styles.ownerOptionActive : styles.ownerOption}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}
