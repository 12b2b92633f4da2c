import { DEALER_PREFIX, useAuthStore, type PageProps } from '@rv/shared-lib';
import { DealerFrame } from '../components/dealer-frame.component';
import { CatalogSlot } from '../features/products/components/catalog-slot.component';
import { dealerBrandGroups } from '../features/products/dealer-brands';

/**
 * My Products (`/ignite/sales/product/**`): the catalogue's own screens from mfe-catalog in dealer
 * mode (filter panel 'My Products', only the dealer's brand groups, no Build, links in new tabs).
 */
export function MyProductsPage({ params, route }: PageProps) {
  const user = useAuthStore((s) => s.user);
  const mode = { dealer: true, brandGroups: dealerBrandGroups(user), basePath: DEALER_PREFIX };
  const slot = route.name === 'dealerModelDetail'
    ? <CatalogSlot exposed="./model-detail" props={{ ...mode, brandName: params.brandName, type: params.type, referenceId: params.id }} />
    : <CatalogSlot exposed="./floorplan-browser" props={{ ...mode, brandName: params.brandName, type: params.type }} />;
  return <DealerFrame route={params}>{slot}</DealerFrame>;
}
