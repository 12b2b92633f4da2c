import { LEAD_BRANDS, SUB_BRANDS } from '@rv/domain';
import type { SearchFilters } from './catalog-types';

export interface ListingContext {
  /** Route parameter brandName: a lead brand slug (brand.url) or a sub-brand slug. */
  brandName?: string | null;
  /** Route parameter type: a type class slug, toy hauler url or destination trailer url (spec: screens and routes). */
  type?: string | null;
  /** Dealer mode: only the dealer's brand groups (spec: roles and permissions). */
  brandGroups?: readonly string[] | null;
  /** Consumers see floorplans shown on the web only; dealers see every active floorplan. */
  dealer?: boolean;
}

/**
 * The named filters of a listing (spec: the calls): a lead brand slug filters brand.url, a sub-brand slug its
 * referenceId; the type filters model.typeClass, which the service matches against the listing rule of the screens and routes.
 */
export function listingFilters({ brandName, type, brandGroups, dealer }: ListingContext): SearchFilters {
  const model: NonNullable<SearchFilters['model']> = { active: true };
  const brand: NonNullable<SearchFilters['brand']> = { active: true };
  if (!dealer) model.showOnWeb = true;
  // Dealers see no card with a dealer-stock label (dealer spec, My Products); the search leaves them out
  // so counts and pages stay right.
  else model.stockOnly = false;
  if (type) model.typeClass = [type];
  if (brandName) {
    const sub = LEAD_BRANDS.some((b) => b.slug === brandName) ? undefined : SUB_BRANDS.find((s) => s.slug === brandName);
    if (sub) brand.referenceId = [sub.referenceId];
    else brand.url = [brandName];
  }
  if (brandGroups?.length) brand.group = [...brandGroups];
  return { model, brand };
}

/** The build entry link of spec (screens and routes): /build-my-rv/{brand}/{typeClassSlug}/{referenceId}. */
export function buildEntryPath(model: { brandSlug: string; typeClassSlug: string; referenceId: string }): string {
  return `/build-my-rv/${model.brandSlug}/${model.typeClassSlug}/${encodeURIComponent(model.referenceId)}`;
}

/** The model detail route of a floorplan: under its own listing. */
export function modelDetailPath(model: { brandSlug: string; typeClassSlug: string; referenceId: string }): string {
  return `/product/${model.brandSlug}/${model.typeClassSlug}/floorplans/${encodeURIComponent(model.referenceId)}`;
}

/** The brands_landing uid of a brand group (spec: the calls): passport for PP, sprinter for ST, else the brand url. */
export function brandLandingUid(brand: { group: string; url: string }): string {
  if (brand.group === 'PP') return 'passport';
  if (brand.group === 'ST') return 'sprinter';
  return brand.url;
}

/**
 * The address of a floorplan's 360° tour (spec: entities and fields, has360, linkto360), or null: the card and compare tools
 * offer the 360° viewer only for a floorplan flagged with a tour whose address exists.
 */
export function tourLink(model: { has360: boolean; linkto360: string | null }): string | null {
  return model.has360 && model.linkto360 ? model.linkto360 : null;
}

/** The brand types a listing URL may name besides a type class (spec: toy hauler and destination trailer urls, class variants). */
const BRAND_TYPE_SLUGS: readonly string[] = [
  ...['toy-hauler', 'luxury', 'comfort', 'premium'].flatMap((kind) => [`${kind}-fifth-wheels`, `${kind}-travel-trailers`]),
  'destination-travel-trailers',
];

/**
 * Whether `/product/{brandName}/{type}/floorplans` can list anything: a lead brand or sub-brand slug, and a type class the
 * brand builds or a brand type. Anything else is the 404 page, as the server answers, not a "Cougar Nope Floorplans" page.
 */
export function isListingPath(brandName: string, type: string): boolean {
  const sub = SUB_BRANDS.find((s) => s.slug === brandName);
  const lead = LEAD_BRANDS.find((b) => b.slug === brandName || b.code === sub?.code);
  if (!lead) return false;
  return (lead.typeClasses as readonly string[]).includes(type) || BRAND_TYPE_SLUGS.includes(type);
}
