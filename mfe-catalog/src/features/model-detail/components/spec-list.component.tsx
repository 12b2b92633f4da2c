import { formatSpecValue, type Model } from '@rv/shared-lib';
import styles from '../model-detail.module.css';

/** Flags shown as the card's labels, not as specs. */
const LABEL_CODES = new Set(['NEW-FLOORPLAN', 'STOCK-ONLY', 'MOST-POPULAR']);

/** Every spec of the model with its label and its §9 format, in sequence. */
export function SpecList({ model }: { model: Model }) {
  const specs = Object.values(model.specifications).filter((s) => !LABEL_CODES.has(s.code)).sort((a, b) => a.sequence - b.sequence);
  return (
    <section aria-labelledby="catalog-specs-title">
      <h2 id="catalog-specs-title">Specifications</h2>
      <dl className={styles.specs}>
        {specs.map((s) => (
          <div key={s.code}>
            <dt>{s.label}</dt>
            <dd>{formatSpecValue(s)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
