import { Link } from 'react-router-dom';
import { CARD_SPEC_CODES, formatSpecValue, listingFilters, MISSING_DASH, modelDetailPath, searchModels, SPEC_PAGE_SIZE, useResource, type Model } from '@rv/shared-lib';
import { linkTargetProps, useCatalogMode } from '../../catalog-browser/catalog-mode';
import styles from '../spec-comparison.module.css';

const COLUMNS = CARD_SPEC_CODES.filter((c) => !['RV-TYPE', 'NEW-FLOORPLAN', 'STOCK-ONLY', 'MOST-POPULAR'].includes(c));

/** Every floorplan of one brand and type side by side (spec §2 specs route): floorplans as rows, specs as columns. */
export function SpecComparison({ brandName, type }: { brandName: string; type: string }) {
  const mode = useCatalogMode();
  const result = useResource(`specs:${brandName}:${type}:${mode.dealer}`, () =>
    searchModels({ filters: listingFilters({ brandName, type, dealer: mode.dealer }), size: SPEC_PAGE_SIZE, modelSpecifications: [...COLUMNS] }));
  if (result.status === 'loading') return <p role="status">Loading specifications…</p>;
  if (result.status === 'error') {
    return <div role="alert"><p>Specifications could not be loaded.</p><button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={result.reload}>Try again</button></div>;
  }
  const models: Model[] = result.data.docs;
  if (models.length === 0) return <p>No floorplans to compare for this brand and type.</p>;
  const labels = Object.fromEntries(COLUMNS.map((c) => [c, models.find((m) => m.specifications[c])?.specifications[c].label ?? c]));
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Specifications table, scrolls sideways">
      <table className={styles.table}>
        <caption className="rv-visually-hidden">Specifications of {models.length} floorplans</caption>
        <thead>
          <tr><th scope="col">Floorplan</th>{COLUMNS.map((c) => <th key={c} scope="col">{labels[c]}</th>)}</tr>
        </thead>
        <tbody>
          {models.map((m) => (
            <tr key={m.uniqueId}>
              <th scope="row"><Link to={`${mode.basePath}${modelDetailPath(m)}`} {...linkTargetProps(mode)}>{m.name}</Link></th>
              {COLUMNS.map((c) => <td key={c}>{formatSpecValue(m.specifications[c], MISSING_DASH)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
