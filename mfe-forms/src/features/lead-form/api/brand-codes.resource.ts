import { serviceClient } from '@rv/shared-lib';
import type { BrandListEntry } from '@rv/shared-lib/catalog';

/** GET /api/web/form/data/brands: the brand code list (lead list and the longer list's extras). */
export async function fetchBrandCodes(): Promise<BrandListEntry[]> {
  const { data } = await serviceClient('middleware').get<BrandListEntry[]>('/web/form/data/brands');
  return data;
}
