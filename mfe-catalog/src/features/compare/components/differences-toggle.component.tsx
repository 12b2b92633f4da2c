import { useId } from 'react';
import styles from '../compare.module.css';

export interface DifferencesToggleProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Rows (or columns) shown and in all, announced as the toggle changes them. */
  shown: number;
  total: number;
  /** 'rows' in the compare table, 'specs' on the specs page. */
  noun?: string;
}

/** 'Show differences only': a switch, with a polite count of what it leaves and a note when nothing differs. */
export function DifferencesToggle({ checked, onChange, shown, total, noun = 'rows' }: DifferencesToggleProps) {
  const id = useId();
  return (
    <div className={styles.differences}>
      <label className={styles.toggle}>
        <input type="checkbox" role="switch" checked={checked} aria-describedby={`${id}-count`} onChange={(e) => onChange(e.target.checked)} />
        <span>Show differences only</span>
      </label>
      <span id={`${id}-count`} className={styles.differencesCount} aria-live="polite">
        {!checked ? '' : shown === 0 ? `No differences: all ${total} ${noun} are the same.` : `${shown} of ${total} ${noun} differ.`}
      </span>
    </div>
  );
}
