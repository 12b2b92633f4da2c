import { useEffect } from 'react';
import { Link } from '@rv/shared-lib/router';
import { DEALER_PREFIX, type PageProps } from '@rv/shared-lib';
import { DealerFrame } from '../components/dealer-frame.component';
import { useDealershipScope } from '../features/dealership-select/dealership-choice';
import { ScopeNote } from '../features/dealership-select/components/scope-note.component';
import { CatalogSlot } from '../features/products/components/catalog-slot.component';
import { dealerBrandGroups } from '../features/products/dealer-brands';
import { productPageHeadings, type ProductRouteName } from '../features/products/product-titles';

const SCREENS: readonly ProductRouteName[] = ['dealerProducts', 'dealerFloorplans', 'dealerModelDetail', 'dealerSpecs'];

/**
 * My Products (`/ignite/sales/product/**`): the catalogue's own screens from mfe-catalog in dealer
 * mode (filter panel 'My Products', only the dealer's brand groups, no Build, links in new tabs): the
 * floorplan list, a floorplan, and the spec comparison of a brand and type. Portal titles, one h1.
 */
export function MyProductsPage({ params, route }: PageProps) {
  // The brands of the Location select's dealership (all of the user's while none is chosen).
  const scope = useDealershipScope();
  const name = SCREENS.find((screen) => screen === route.name) ?? 'dealerProducts';
  const { title, heading } = productPageHeadings(name, params);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const mode = { dealer: true, brandGroups: dealerBrandGroups(scope), basePath: DEALER_PREFIX };
  // The catalogue screen mfe-catalog exposes for the route, with the props its contract names.
  const screen = name === 'dealerModelDetail'
    ? <CatalogSlot key="model-detail" exposed="model-detail" props={{ ...mode, brandName: params.brandName, type: params.type, referenceId: params.id }} />
    : name === 'dealerSpecs'
      ? <CatalogSlot key="spec-comparison" exposed="spec-comparison" props={{ ...mode, brandName: params.brandName, type: params.type }} />
      : <CatalogSlot key="floorplan-browser" exposed="floorplan-browser" props={{ ...mode, brandName: params.brandName, type: params.type }} />;
  return (
    <DealerFrame route={params}>
      {heading ? <h1>{heading}</h1> : null}
      <ScopeNote lead="Brands sold at" />
      {name === 'dealerSpecs' ? (
        <p><Link to={`${DEALER_PREFIX}/product/${params.brandName}/${params.type}/floorplans`}>Back to the floorplans</Link></p>
      ) : null}
      {screen}
    </DealerFrame>
  );
}
