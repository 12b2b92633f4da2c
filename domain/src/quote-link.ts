import { TYPE_CLASSES } from './brands';

/** The page that holds the quote form (mfe-forms' /contact-us, its 'Request a Quote' tab). */
export const CONTACT_US_PATH = '/contact-us';

/** A floorplan as both the catalogue and build and price know it. */
export interface QuotedFloorplan { brandCode: string; typeClassSlug: string; name: string }

/** The lead form's product type for a type class slug: the type class's name, as the form's list shows it. */
export function productTypeName(typeClassSlug: string): string | undefined {
  return TYPE_CLASSES.find((t) => t.slug === typeClassSlug)?.name;
}

/** A floorplan's 'Request a Quote' link: the quote tab of /contact-us, with brand, product type and floor plan filled. */
export function quoteRequestPath(floorplan?: QuotedFloorplan): string {
  const params = new URLSearchParams({ form: 'quote' });
  if (floorplan) {
    params.set('brand', floorplan.brandCode);
    const type = productTypeName(floorplan.typeClassSlug);
    if (type) params.set('productType', type);
    params.set('floorPlan', floorplan.name);
  }
  return `${CONTACT_US_PATH}?${params}`;
}
