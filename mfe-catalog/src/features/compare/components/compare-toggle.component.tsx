import { useCompareStore, type Model } from '@rv/shared-lib';
import styles from '../compare.module.css';

/** Adds a floorplan to the shared compare list, or takes it off (spec §2 compare toggle). */
export function CompareToggle({ model }: { model: Model }) {
  const checked = useCompareStore((s) => s.items.some((i) => i.uniqueId === model.uniqueId));
  const toggle = useCompareStore((s) => s.toggle);
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox" checked={checked}
        onChange={() => toggle({ uid: model.uid, uniqueId: model.uniqueId, referenceId: model.referenceId, has360: model.has360, linkto360: model.linkto360 })}
      />
      <span>Compare<span className="rv-visually-hidden"> {model.name} {model.modelYear}</span></span>
    </label>
  );
}
