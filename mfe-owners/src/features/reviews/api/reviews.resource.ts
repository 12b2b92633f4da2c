import { REVIEWS_MANUFACTURER_CODE, serviceClient, type OwnerReview } from '@rv/shared-lib';

/** GET ReviewSearch with ManufacturerCode and an optional BrandCode (spec §7 "Other"); reads `Reviews`. */
export async function fetchOwnerReviews(brandCode: string | null): Promise<OwnerReview[]> {
  const params: Record<string, string> = { ManufacturerCode: REVIEWS_MANUFACTURER_CODE };
  if (brandCode) params.BrandCode = brandCode;
  const { data } = await serviceClient('middleware').get<{ Reviews?: OwnerReview[] }>('/reviews/ReviewSearch', { params });
  return Array.isArray(data?.Reviews) ? data.Reviews : [];
}
