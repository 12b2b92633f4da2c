import type { Database } from '../../db/database';

export interface ReviewRow {
  title: string;
  review: string;
  owner_name: string;
  owner_city: string;
  owner_state: string;
  created_at: Date | string;
  brand_name: string;
  rating: number;
}

export interface NewReview {
  manufacturerCode: string;
  brandCode: string;
  brandName: string;
  title: string;
  review: string;
  rating: number;
  ownerName: string;
  ownerCity: string;
  ownerState: string;
  approved: boolean;
  createdAt: string;
}

/** The newest approved reviews of a manufacturer, optionally of one brand (codes compared upper-cased). */
export async function findApproved(db: Database, manufacturerCode: string, brandCode: string | null, limit: number): Promise<ReviewRow[]> {
  const { rows } = await db.query<ReviewRow>(
    `SELECT title, review, owner_name, owner_city, owner_state, created_at, brand_name, rating FROM owner_reviews
     WHERE approved AND manufacturer_code = $1 AND ($2::text IS NULL OR brand_code = $2)
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [manufacturerCode.toUpperCase(), brandCode ? brandCode.toUpperCase() : null, limit],
  );
  return rows;
}

/** Stores many reviews in one statement (the seed, and tests that need their own rows). */
export async function insertReviews(db: Database, reviews: readonly NewReview[]): Promise<void> {
  if (reviews.length === 0) return;
  await db.query(
    `INSERT INTO owner_reviews (manufacturer_code, brand_code, brand_name, title, review, rating, owner_name, owner_city, owner_state, approved, created_at)
     SELECT "manufacturerCode", "brandCode", "brandName", title, review, rating, "ownerName", "ownerCity", "ownerState", approved, "createdAt"
     FROM jsonb_to_recordset($1::jsonb) AS r("manufacturerCode" text, "brandCode" text, "brandName" text, title text, review text, rating smallint,
       "ownerName" text, "ownerCity" text, "ownerState" text, approved boolean, "createdAt" timestamptz)`,
    [JSON.stringify(reviews)],
  );
}
