import { useCallback, useEffect, useMemo, useState } from 'react';
import { trackEvent, type BrandTypeData, type ContentDocument } from '@rv/shared-lib';
import { Modal } from '@rv/ui-kit';
import { compareRows, compareSubmitEvent, elevationImage, modelDetailPath, useCompareStore, visibleCompareRows, type Model } from '@rv/shared-lib/catalog';
import { SpecGlossaryTip } from '../../glossary/components/glossary-tip.component';
import { DifferencesToggle } from './differences-toggle.component';
import { useRowsInStages } from '../hooks/use-rows-in-stages';
import { findBrandType } from '../../catalog-browser/api/brand-type.resource';
import { linkTargetProps, useCatalogMode } from '../../catalog-browser/catalog-mode';
import styles from '../compare.module.css';

export interface CompareOverlayProps {
  products: Model[];
  status: 'loading' | 'success' | 'error';
  /** brand_type documents; a column without one shows no brand-type line. */
  brandTypes?: ReadonlyArray<ContentDocument<BrandTypeData>> | null;
}

export const COMPARE_DISCLAIMER = 'Specifications, prices and features are subject to change without notice. Base MSRP excludes options, freight and dealer preparation; see your dealer for details.';

/**
 * The compare overlay (spec: screens and routes; states and transitions): products as columns, spec rows present in the first product, a Year
 * row for duplicate references, remove, clear all, disclaimer. The modal closes on Escape and locks body
 * scroll; the store closes it when the list empties. Opening sends compareRvSubmit. Each column names its
 * brand type from the brand_type content, linking to that listing. 'Show differences only' hides
 * the rows where every product shows the same value; spec terms carry their glossary tooltip. The first
 * screen of rows comes with the first opening frame and the rest right after it (useRowsInStages); the
 * modal keeps the table while closed, so a later opening only shows it again.
 */
export function CompareOverlay({ products, status, brandTypes = null }: CompareOverlayProps) {
  const open = useCompareStore((s) => s.open);
  const { setOpen, remove, clearAll } = useCompareStoreActions();
  // Stable: the modal now reads onClose through a ref, but a shell built before that reruns its open effect
  // (focus, scroll lock) whenever onClose changes, and this remote may run inside one.
  const close = useCallback(() => setOpen(false), [setOpen]);
  const rowsDrawn = useRowsInStages(open);
  const mode = useCatalogMode();
  useEffect(() => {
    if (open && products.length) {
      const { event, ...data } = compareSubmitEvent(products);
      trackEvent(event, data);
    }
    // Once per opening: the products are read as they are when the overlay opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const allRows = useMemo(() => compareRows(products), [products]);
  const rows = useMemo(() => visibleCompareRows(allRows, differencesOnly), [allRows, differencesOnly]);
  // The same element while the table's inputs are: opening and closing (the modal keeps the table while
  // closed) redraw neither the columns nor the rows.
  const table = useMemo(() => (products.length ? (
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="Comparison table, scrolls sideways">
          {/* Busy while the rows below the first screen are still to come: a screen reader waits for the whole table. */}
          <table className={styles.table} aria-busy={rowsDrawn < rows.length || undefined}>
            <caption className="rv-visually-hidden">Specifications of the compared floorplans</caption>
            <thead>
              <tr>
                <td />
                {products.map((p) => {
                  const brandType = findBrandType(brandTypes, p.brand.url, p.typeClassSlug)?.data;
                  const exterior = elevationImage(p);
                  return (
                  <th key={p.uniqueId} scope="col">
                    {/* Decorative: the floorplan's name links beside it, and a column's header is read out on every cell. */}
                    <img src={exterior.url} alt="" width={exterior.dimensions.width} height={exterior.dimensions.height} loading="lazy" decoding="async" />
                    <a href={`${mode.basePath}${modelDetailPath(p)}`} {...linkTargetProps(mode)}>{p.name}</a>
                    {brandType?.public_url ? <a className={styles.brandType} href={`${mode.basePath}${brandType.public_url}`} {...linkTargetProps(mode)}>{brandType.title}</a> : null}
                    <button type="button" className={styles.remove} onClick={() => remove(p.uniqueId)}>Remove<span className="rv-visually-hidden"> {p.name} {p.modelYear}</span></button>
                  </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, rowsDrawn).map((r) => (
                <tr key={r.code}>
                  <th scope="row">{r.label} <SpecGlossaryTip code={r.code} /></th>
                  {r.values.map((v, i) => <td key={products[i].uniqueId}>{v}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null), [products, rows, rowsDrawn, brandTypes, mode, remove]);
  return (
    <Modal open={open} onClose={close} size="full-screen" title="Compare Floorplans" keepMounted>
      <div className={styles.overlayTools}>
        <DifferencesToggle checked={differencesOnly} onChange={setDifferencesOnly} shown={rows.length} total={allRows.length} />
        <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={clearAll}>Clear All</button>
      </div>
      {status === 'error' ? <p role="alert">The compared floorplans could not be loaded.</p> : null}
      {status === 'loading' ? <p role="status">Loading floorplans…</p> : null}
      {table}
      <p className={styles.disclaimer}>{COMPARE_DISCLAIMER}</p>
    </Modal>
  );
}

function useCompareStoreActions() {
  return {
    setOpen: useCompareStore((s) => s.setOpen),
    remove: useCompareStore((s) => s.remove),
    clearAll: useCompareStore((s) => s.clearAll),
  };
}
