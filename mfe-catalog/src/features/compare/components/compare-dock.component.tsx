import { useEffect } from 'react';
import { afterPageLoad } from '@rv/shared-lib';
import { useRenderedOnceOpen } from '@rv/ui-kit';
import { useCompareStore } from '@rv/shared-lib/catalog';
import { useBrandTypes } from '../../catalog-browser/api/brand-type.resource';
import { onDemand } from '../../on-demand/on-demand';
import { useCompareProducts } from '../hooks/use-compare-products';
import { CompareTrigger } from './compare-trigger.component';

/** The overlay's code (table, differences toggle, glossary tips): not part of a page's start. */
const CompareOverlay = onDemand(() => import('./compare-overlay.component').then((m) => m.CompareOverlay), 'the comparison');

/**
 * The compare trigger and overlay, mounted once beside the remote's pages, so compare follows the visitor
 * across them. A compared floorplan loads its data and its brand-type content (spec: states and transitions); the trigger
 * waits for both. The overlay's code is fetched once the list holds a floorplan and the page is idle, and the
 * overlay is drawn from its first opening on (its state, such as differences only, then lasts the page).
 */
export function CompareDock() {
  const { status, data, items } = useCompareProducts();
  const listed = items.length > 0;
  const brandTypes = useBrandTypes(listed);
  const typesLoading = listed && brandTypes.status === 'loading';
  const open = useCompareStore((s) => s.open);
  const opened = useRenderedOnceOpen(open);
  useEffect(() => {
    if (!listed) return;
    void afterPageLoad().then(CompareOverlay.preload);
  }, [listed]);
  return (
    <>
      <CompareTrigger loading={status === 'loading' || typesLoading} />
      {opened ? <CompareOverlay products={data ?? []} status={status} brandTypes={brandTypes.data} /> : null}
    </>
  );
}
