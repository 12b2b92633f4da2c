import { useCompareStore } from '@rv/shared-lib';
import styles from '../compare.module.css';

/** The compare trigger (spec §2): the number of products, aria label 'Compare N floorplans', disabled while compare data loads. */
export function CompareTrigger({ loading }: { loading: boolean }) {
  const count = useCompareStore((s) => s.items.length);
  const setOpen = useCompareStore((s) => s.setOpen);
  if (count === 0) return null;
  return (
    <button
      type="button" className={`rv-button rv-button--primary rv-button--md ${styles.trigger}`} disabled={loading}
      aria-label={`Compare ${count} floorplans`} aria-haspopup="dialog" onClick={() => setOpen(true)}
    >
      Compare ({count})
    </button>
  );
}
