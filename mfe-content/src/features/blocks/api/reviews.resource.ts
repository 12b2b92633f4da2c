import { serviceClient } from '@rv/shared-lib';

/** An owner review as the reviews service returns it (spec §3 "Testimonial"). */
export interface Review {
  Title: string;
  Review: string;
  Name: string;
  OwnerCity: string;
  OwnerState: string;
  CreateDate: string;
  BrandName: string;
}

/** The manufacturer code the reviews service files our reviews under. */
export const MANUFACTURER_CODE = 'KZ';

/** GET ReviewSearch with ManufacturerCode and an optional BrandCode (spec §7 "Other"); reads `Reviews`. */
export async function fetchReviews(brandCode: string | null): Promise<Review[]> {
  const params: Record<string, string> = { ManufacturerCode: MANUFACTURER_CODE };
  if (brandCode) params.BrandCode = brandCode;
  const { data } = await serviceClient('middleware').get<{ Reviews?: Review[] }>('/reviews/ReviewSearch', { params });
  return Array.isArray(data?.Reviews) ? data.Reviews : [];
}

/** Spec §9: review date as short month, 2-digit day, year. */
export function formatReviewDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
}
