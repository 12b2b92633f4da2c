import type { Static } from '@sinclair/typebox';
import type { Database } from '../../db/database';
import { findApproved, type ReviewRow } from './repository';
import type { ReviewSchema } from './schemas';

export type Review = Static<typeof ReviewSchema>;

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A stored review in the response shape of the review host the site used to call. */
export function toReview(row: ReviewRow): Review {
  return {
    Title: row.title, Review: row.review, Name: row.owner_name, OwnerCity: row.owner_city, OwnerState: row.owner_state,
    CreateDate: toIso(row.created_at), BrandName: row.brand_name, Rating: row.rating,
  };
}

/** ReviewSearch: an empty BrandCode means every brand of the manufacturer. */
export async function searchReviews(db: Database, query: { ManufacturerCode: string; BrandCode?: string; PageSize?: number }): Promise<{ Reviews: Review[] }> {
  const brand = query.BrandCode?.trim() || null;
  const rows = await findApproved(db, query.ManufacturerCode.trim(), brand, query.PageSize ?? 20);
  return { Reviews: rows.map(toReview) };
}
