import { brandBySlug, SUB_BRANDS, TYPE_CLASSES } from '@rv/domain';
import { titleFromSlug } from '@rv/domain/format';

/** The portal's section name: every My Products page title ends with it. */
export const MY_PRODUCTS = 'My Products';

export type ProductRouteName = 'dealerProducts' | 'dealerFloorplans' | 'dealerModelDetail' | 'dealerSpecs';

const brandName = (slug = '') => brandBySlug(slug)?.name ?? SUB_BRANDS.find((s) => s.slug === slug)?.name ?? titleFromSlug(slug);
const typeName = (slug = '') => TYPE_CLASSES.find((t) => t.slug === slug)?.name ?? titleFromSlug(slug);

/**
 * A My Products page's document title and its one h1 (null where the catalogue's screen has its own,
 * as the floorplan detail does): portal titles, never the consumer site's.
 */
export function productPageHeadings(route: ProductRouteName, params: { brandName?: string; type?: string; id?: string }): { title: string; heading: string | null } {
  const line = `${brandName(params.brandName)} ${typeName(params.type)}`;
  switch (route) {
    case 'dealerFloorplans':
      return { title: `${line} Floorplans · ${MY_PRODUCTS}`, heading: `${line} Floorplans` };
    case 'dealerSpecs':
      return { title: `${line} Specifications · ${MY_PRODUCTS}`, heading: `${line} Specifications` };
    case 'dealerModelDetail':
      return { title: `${[brandName(params.brandName), params.id].filter(Boolean).join(' ')} · ${MY_PRODUCTS}`, heading: null };
    default:
      return { title: MY_PRODUCTS, heading: MY_PRODUCTS };
  }
}
