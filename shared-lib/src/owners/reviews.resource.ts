import { serviceClient } from '@rv/shared-lib';
import { REVIEWS_MANUFACTURER_CODE, type OwnerReview } from '@rv/domain/owners';

/**
 * GET ReviewSearch with ManufacturerCode and an optional BrandCode (spec: the calls, "Other"); reads `Reviews`.
 * The one reviews call: owner pages' testimonials and content pages' review blocks both use it.
 */
export async function fetchOwnerReviews(brandCode: string | null): Promise<OwnerReview[]> {
  const params: Record<string, string> = { ManufacturerCode: REVIEWS_MANUFACTURER_CODE };
  if (brandCode) params.BrandCode = brandCode;
  const { data } = await serviceClient('middleware').get<{ Reviews?: OwnerReview[] }>('/reviews/ReviewSearch', { params });
  return Array.isArray(data?.Reviews) ? data.Reviews : [];
}
