import { useBrandTypes } from '../../catalog-browser/api/brand-type.resource';
import { useCompareProducts } from '../hooks/use-compare-products';
import { CompareOverlay } from './compare-overlay.component';
import { CompareTrigger } from './compare-trigger.component';

/**
 * The compare trigger and overlay, mounted once beside the remote's pages, so compare follows the visitor
 * across them. A compared floorplan loads its data and its brand-type content (spec: states and transitions); the trigger
 * waits for both.
 */
export function CompareDock() {
  const { status, data, items } = useCompareProducts();
  const brandTypes = useBrandTypes(items.length > 0);
  const typesLoading = items.length > 0 && brandTypes.status === 'loading';
  return (
    <>
      <CompareTrigger loading={status === 'loading' || typesLoading} />
      <CompareOverlay products={data ?? []} status={status} brandTypes={brandTypes.data} />
    </>
  );
}
