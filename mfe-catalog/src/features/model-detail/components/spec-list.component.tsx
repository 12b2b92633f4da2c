import { useMemo } from 'react';
import { DrawnHtml, HydrateNearView } from '@rv/shared-lib';
import { floorplanCodeTerm, GLOSSARY_PATH, GLOSSARY_TERM_BY_SPEC, type Model } from '@rv/shared-lib/catalog';
import { formatSpecValue } from '@rv/domain/format';
import { Link } from '@rv/shared-lib/router';
import { useGlossary } from '../../glossary/api/glossary.resource';
import { GlossaryTermTip, SpecGlossaryTip } from '../../glossary/components/glossary-tip.component';
import styles from '../model-detail.module.css';

/** Flags shown as the card's labels, not as specs. */
const LABEL_CODES = new Set(['NEW-FLOORPLAN', 'STOCK-ONLY', 'MOST-POPULAR']);

/**
 * Every spec of the model with its label, its format and, for spec-sheet terms, a glossary tooltip. Below
 * the gallery: the list is live once near view (its rows depend on the model alone, so the glossary's
 * arrival leaves it waiting).
 */
export function SpecList({ model }: { model: Model }) {
  const rows = useMemo(() => <SpecRows model={model} />, [model]);
  const glossary = useGlossary();
  const layoutUid = floorplanCodeTerm(model.referenceId);
  const layoutTerm = layoutUid ? glossary.data?.get(layoutUid) : undefined;
  return (
    <section className="rv-render-near-view" aria-labelledby="catalog-specs-title">
      <h2 id="catalog-specs-title">Specifications</h2>
      <p className={styles.glossaryNote}>
        New to RV specs? <Link to={GLOSSARY_PATH}>Read the RV glossary</Link>.
      </p>
      <HydrateNearView>{rows}</HydrateNearView>
      {/* After the list: the glossary arrives after the model, and a sentence added above would push every spec down (layout shift). */}
      {layoutTerm ? <p className={styles.glossaryNote}>{layoutTerm.term} in {model.referenceId} is a layout code <GlossaryTermTip term={layoutTerm} />.</p> : null}
    </section>
  );
}

function SpecRows({ model }: { model: Model }) {
  const specs = Object.values(model.specifications).filter((s) => !LABEL_CODES.has(s.code)).sort((a, b) => a.sequence - b.sequence);
  return (
    <dl className={styles.specs}>
      {specs.map((s) => (GLOSSARY_TERM_BY_SPEC[s.code] ? (
        <div key={s.code}>
          <dt>{s.label} <SpecGlossaryTip code={s.code} /></dt>
          <dd>{formatSpecValue(s)}</dd>
        </div>
      ) : (
        // A row without a glossary tip is static: its drawn HTML is kept (the caller keys the list by model).
        <DrawnHtml key={s.code}>
          <dt>{s.label} </dt>
          <dd>{formatSpecValue(s)}</dd>
        </DrawnHtml>
      )))}
    </dl>
  );
}
