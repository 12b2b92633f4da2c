import { useId } from 'react';
import { COMPARE_MAX_ITEMS, isCompareFull, useCompareStore } from '@rv/shared-lib/catalog';
import styles from '../compare.module.css';

/** The full-list note: shown on the trigger and read as its description. */
export const COMPARE_FULL_TEXT = `List full (${COMPARE_MAX_ITEMS} of ${COMPARE_MAX_ITEMS})`;

/**
 * The compare trigger (spec: screens and routes): the number of products, aria label 'Compare N floorplans', disabled while
 * compare data loads, opens the compare panel. When the list is full it says so.
 */
export function CompareTrigger({ loading }: { loading: boolean }) {
  const id = useId();
  const items = useCompareStore((s) => s.items);
  const setOpen = useCompareStore((s) => s.setOpen);
  const count = items.length;
  if (count === 0) return null;
  const full = isCompareFull(items);
  return (
    <button
      type="button" className={`rv-button rv-button--primary rv-button--md ${styles.trigger}`} disabled={loading}
      aria-label={`Compare ${count} floorplans`} aria-describedby={full ? `${id}-full` : undefined} aria-haspopup="dialog" onClick={() => setOpen(true)}
    >
      Compare ({count}){full ? <span id={`${id}-full`} className={styles.full}>{COMPARE_FULL_TEXT}</span> : null}
    </button>
  );
}
