import { useCompareProducts } from '../hooks/use-compare-products';
import { CompareOverlay } from './compare-overlay.component';
import { CompareTrigger } from './compare-trigger.component';

/** The compare trigger and overlay, mounted once beside the remote's pages, so compare follows the visitor across them. */
export function CompareDock() {
  const { status, data } = useCompareProducts();
  return (
    <>
      <CompareTrigger loading={status === 'loading'} />
      <CompareOverlay products={data ?? []} status={status} />
    </>
  );
}
