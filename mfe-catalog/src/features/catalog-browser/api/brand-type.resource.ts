import { cachedRead, fetchAllByType, useResource, type BrandTypeData, type ContentDocument } from '@rv/shared-lib';

/** Every brand_type document (under 40), loaded once per page: type cards and listing banners read them. */
export function fetchBrandTypes(): Promise<Array<ContentDocument<BrandTypeData>>> {
  return cachedRead('brand-types', () => fetchAllByType<BrandTypeData>('brand_type'));
}

/** The brand_type documents; `enabled` false asks for nothing (compare with an empty list). */
export function useBrandTypes(enabled = true) {
  return useResource(enabled ? 'brand-types' : null, fetchBrandTypes);
}

/** The brand_type document of a brand (lead brand url or slug) and type class, if any. */
export function findBrandType(docs: ReadonlyArray<ContentDocument<BrandTypeData>> | null, brandUrl: string, typeClassSlug: string) {
  return docs?.find((d) => d.data.brand_slug === brandUrl && d.data.type_class === typeClassSlug) ?? null;
}
