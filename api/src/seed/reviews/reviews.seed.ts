import { LEAD_BRANDS } from '@rv/shared-lib/domain/brands';
import { REVIEWS_MANUFACTURER_CODE } from '@rv/shared-lib/owners/review-rules';
import type { Random } from '../random';
import type { Seeder } from '../types';
import { insertReviews, type NewReview } from '../../modules/reviews/repository';
import { CLOSINGS, FIRST_NAMES, LAST_INITIALS, PLACES, TOPICS } from './review-copy';

/** The day the newest seeded review was written; fixed so every seed run makes the same reviews. */
const NEWEST = Date.UTC(2025, 5, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

function review(random: Random, brand: (typeof LEAD_BRANDS)[number]): NewReview {
  const [first, second] = random.shuffle(TOPICS);
  const [city, state] = random.pick(PLACES);
  const closing = random.pick(CLOSINGS);
  return {
    manufacturerCode: REVIEWS_MANUFACTURER_CODE, brandCode: brand.code, brandName: brand.name,
    title: `${first[0]}`, review: [`We love our ${brand.name}.`, first[1], second[1], closing].filter(Boolean).join(' '),
    rating: random.chance(0.8) ? 5 : 4, ownerName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_INITIALS)}`,
    ownerCity: city, ownerState: state,
    // One in twenty waits for moderation and is never shown.
    approved: !random.chance(0.05),
    createdAt: new Date(NEWEST - random.int(0, 3 * 365) * DAY_MS - random.int(0, 86399) * 1000).toISOString(),
  };
}

/** Hundreds of owner reviews across every lead brand (issue 8), between 10 and 20 a brand. */
export function seedReviews(random: Random): NewReview[] {
  return LEAD_BRANDS.flatMap((brand) => Array.from({ length: random.int(10, 20) }, () => review(random, brand)));
}

export const reviewsSeeder: Seeder = {
  name: 'owner-reviews',
  run: (db, random) => insertReviews(db, seedReviews(random)),
};
