import { COMPARE_MAX_ITEMS, isCompareFull, useCompareStore, type Model } from '@rv/shared-lib/catalog';
import styles from '../compare.module.css';

/** Adds a floorplan to the shared compare list, or takes it off (spec: screens and routes, compare toggle); a full list takes no more. */
export function CompareToggle({ model }: { model: Model }) {
  const checked = useCompareStore((s) => s.items.some((i) => i.uniqueId === model.uniqueId));
  const full = useCompareStore((s) => isCompareFull(s.items));
  const toggle = useCompareStore((s) => s.toggle);
  const blocked = full && !checked;
  return (
    <label className={`${styles.toggle}${blocked ? ` ${styles.toggleFull}` : ''}`}>
      <input
        type="checkbox" checked={checked} disabled={blocked}
        onChange={() => toggle({ uid: model.uid, uniqueId: model.uniqueId, referenceId: model.referenceId, has360: model.has360, linkto360: model.linkto360 })}
      />
      <span>
        Compare<span className="rv-visually-hidden"> {model.name} {model.modelYear}</span>
        {blocked ? <span className={styles.full}>(list full, {COMPARE_MAX_ITEMS} at most)</span> : null}
      </span>
    </label>
  );
}
