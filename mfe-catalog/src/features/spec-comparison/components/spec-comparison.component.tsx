import { useState } from 'react';
import { Link } from '@rv/shared-lib/router';
import { useResource } from '@rv/shared-lib';
import { CARD_SPEC_CODES, listingFilters, modelDetailPath, searchModels, SPEC_PAGE_SIZE, specTableRows, visibleCompareRows, type Model } from '@rv/shared-lib/catalog';
import { formatQuantity } from '@rv/domain/format';
import { linkTargetProps, useCatalogMode } from '../../catalog-browser/catalog-mode';
import { DifferencesToggle } from '../../compare/components/differences-toggle.component';
import { SpecGlossaryTip } from '../../glossary/components/glossary-tip.component';
import styles from '../spec-comparison.module.css';

const COLUMNS = CARD_SPEC_CODES.filter((c) => !['RV-TYPE', 'NEW-FLOORPLAN', 'STOCK-ONLY', 'MOST-POPULAR'].includes(c));

/**
 * Every floorplan of one brand and type side by side (spec: screens and routes, specs route): floorplans as rows, specs as
 * columns. 'Show differences only' hides the specs on which every floorplan agrees.
 */
export function SpecComparison({ brandName, type }: { brandName: string; type: string }) {
  const mode = useCatalogMode();
  const [differencesOnly, setDifferencesOnly] = useState(false);
  // Dealers compare only floorplans of their own brand groups (dealer spec: catalogue limited to the dealer's brands).
  const result = useResource(`specs:${brandName}:${type}:${mode.dealer}:${mode.brandGroups.join(',')}`, () =>
    searchModels({ filters: listingFilters({ brandName, type, dealer: mode.dealer, brandGroups: mode.brandGroups }), size: SPEC_PAGE_SIZE, modelSpecifications: [...COLUMNS] }));
  if (result.status === 'loading') return <p role="status">Loading specifications…</p>;
  if (result.status === 'error') {
    return <div role="alert"><p>Specifications could not be loaded.</p><button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={result.reload}>Try again</button></div>;
  }
  const models: Model[] = result.data.docs;
  if (models.length === 0) return <p>No floorplans to compare for this brand and type.</p>;
  const allSpecs = specTableRows(models, COLUMNS);
  const specs = visibleCompareRows(allSpecs, differencesOnly);
  return (
    <>
      <DifferencesToggle checked={differencesOnly} onChange={setDifferencesOnly} shown={specs.length} total={allSpecs.length} noun="specs" />
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Specifications table, scrolls sideways">
        <table className={styles.table}>
          <caption className="rv-visually-hidden">Specifications of {formatQuantity(models.length, 'floorplan')}</caption>
          <thead>
            <tr><th scope="col">Floorplan</th>{specs.map((s) => <th key={s.code} scope="col">{s.label} <SpecGlossaryTip code={s.code} /></th>)}</tr>
          </thead>
          <tbody>
            {models.map((m, row) => (
              <tr key={m.uniqueId}>
                <th scope="row"><Link to={`${mode.basePath}${modelDetailPath(m)}`} {...linkTargetProps(mode)}>{m.name}</Link></th>
                {specs.map((s) => <td key={s.code}>{s.values[row]}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
