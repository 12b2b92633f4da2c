import { FEATURE_VALUE_LABELS, type FeatureGroup } from '@rv/shared-lib/catalog';
import { normaliseOptionPackageName } from '@rv/domain/format';
import { DrawnHtml } from '@rv/shared-lib';
import styles from '../model-detail.module.css';

export interface FeatureGroupsProps { status: 'loading' | 'success' | 'error'; groups: FeatureGroup[] | null; onRetry(): void }

/** Standard, optional and model-specific features grouped by the option group order (spec: entities and fields; states and transitions). */
export function FeatureGroups({ status, groups, onRetry }: FeatureGroupsProps) {
  return (
    <section className="rv-render-near-view" aria-labelledby="catalog-features-title">
      <h2 id="catalog-features-title">Features</h2>
      {status === 'loading' ? <p role="status">Loading features…</p> : null}
      {status === 'error' ? <div role="alert"><p>Features could not be loaded.</p><button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={onRetry}>Try again</button></div> : null}
      {status === 'success' && groups?.length === 0 ? <p>No features listed for this floorplan.</p> : null}
      {groups?.length ? (
        <>
          <p className={styles.legend}>S = {FEATURE_VALUE_LABELS.S}, O = {FEATURE_VALUE_LABELS.O}, M = {FEATURE_VALUE_LABELS.M}</p>
          {/* Static lists: the drawn HTML is kept, not hydrated (the caller keys this by model). */}
          <DrawnHtml className={styles.featureGroups}>
            {groups.map((g) => (
              <section key={g.group} aria-label={g.group}>
                <h3>{normaliseOptionPackageName(g.group)}</h3>
                <ul>
                  {g.features.map((f) => (
                    <li key={f.label}>
                      <abbr className={styles.value} title={FEATURE_VALUE_LABELS[f.value]}>{f.value}</abbr>
                      <span className="rv-visually-hidden">({FEATURE_VALUE_LABELS[f.value]})</span> {normaliseOptionPackageName(f.label)}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </DrawnHtml>
        </>
      ) : null}
    </section>
  );
}
