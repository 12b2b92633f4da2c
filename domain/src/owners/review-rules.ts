/** Owner reviews as testimonials (consumer spec: entities and fields, "Testimonial", "Review date"). */
import { formatCalendarDate } from '@rv/domain/locale';

/** An owner review as GET ReviewSearch returns it (spec: the calls). */
export interface OwnerReview {
  Title: string;
  Review: string;
  Name: string;
  OwnerCity: string;
  OwnerState: string;
  CreateDate: string;
  BrandName: string;
  /** Stars, 1 to 5; a review without them shows none. */
  Rating?: number;
}

/** The manufacturer code our reviews are filed under in the reviews module. */
export const REVIEWS_MANUFACTURER_CODE = 'KZ';

/** Spec (constants and limits): short month, 2-digit day, year ("Mar 04, 2025"); the calendar day is read in UTC. */
export function formatReviewDate(value: string | null | undefined): string {
  return formatCalendarDate(value, { twoDigitDay: true });
}

/** "City, ST", or whichever half is known, or nothing. */
export function reviewLocation(city: string | null | undefined, state: string | null | undefined): string {
  return [city?.trim(), state?.trim()].filter(Boolean).join(', ');
}

/** Reviews worth showing: those with review text, at most `max`. */
export function shownReviews<T extends { Review?: string | null }>(reviews: readonly T[], max: number): T[] {
  return reviews.filter((r) => Boolean(r.Review?.trim())).slice(0, Math.max(0, max));
}

/** A review's stars as shown (filled then empty, out of 5) and as read aloud; null for a missing or out-of-range rating. */
export function starRating(rating: number | null | undefined): { stars: string; label: string } | null {
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) return null;
  return { stars: '★'.repeat(rating) + '☆'.repeat(5 - rating), label: `Rated ${rating} out of 5 stars` };
}
