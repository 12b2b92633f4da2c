import { fetchAllByType, type ContentDocument, type OrSupportBrandData } from '@rv/shared-lib';
import { compareText } from '@rv/domain/locale';

export type OwnerBrand = ContentDocument<Pick<OrSupportBrandData, 'title' | 'logo' | 'brand_code'>>;

/** Every owner brand page (or_support_brand), by title. */
export async function fetchOwnerBrands(): Promise<OwnerBrand[]> {
  const brands = await fetchAllByType<OrSupportBrandData>('or_support_brand');
  return brands.filter((b) => b.uid && b.data.title).sort((a, b) => compareText(a.data.title, b.data.title));
}
