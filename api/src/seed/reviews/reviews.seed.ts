import { LEAD_BRANDS, SUB_BRANDS } from '@rv/domain';
import { REVIEWS_MANUFACTURER_CODE } from '@rv/domain/owners';
import type { Database } from '../../db/database';
import type { Random } from '../random';
import type { Seeder } from '../types';
import { insertReviews, type NewReview } from '../../modules/reviews';
import { destinationsNear, homeOf, reviewViolations } from '../checks/review-rules';
import { assertSeedRules } from '../checks/seed-check';
import {
  CLOSINGS, COMPLAINTS, FAMILIES, FIRST_NAMES, FLOORPLAN_LINES, HEAVY_TOWS, LAST_INITIALS, LIKES, MINOR_GRIPES,
  OPENERS, PLACES, SEASONS, TITLES, TOW_LINES, TRAVEL_TRAILER_TOWS, TRIP_LINES, type ReviewContext, type ReviewFloorplan,
} from './review-copy';

/** The day the newest seeded review was written; fixed so every seed run makes the same reviews. */
const NEWEST = Date.UTC(2025, 5, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Floorplans by lead brand code, as reviews mention them. */
export type FloorplansByBrand = ReadonlyMap<string, readonly ReviewFloorplan[]>;
type Rating = 1 | 2 | 3 | 4 | 5;
type Template = (c: ReviewContext, r: Random) => string | null;

/** Mostly 4 and 5 stars, some 3, a few 1 and 2, as owner reviews usually run. */
function rating(random: Random): Rating {
  const roll = random.next();
  return roll < 0.56 ? 5 : roll < 0.83 ? 4 : roll < 0.93 ? 3 : roll < 0.97 ? 2 : 1;
}

function context(random: Random, brand: string, plans: readonly ReviewFloorplan[], trips: readonly string[]): ReviewContext {
  const plan = plans.length ? random.pick(plans) : null;
  const heavy = !plan || plan.rvType === 'fifth-wheels' || plan.lengthFt >= 32;
  const [destination, otherDestination] = random.shuffle(trips);
  return {
    brand, plan, rig: plan?.toyHauler ? 'toy hauler' : plan?.rvType === 'fifth-wheels' ? 'fifth wheel' : 'travel trailer',
    tow: random.pick(heavy ? HEAVY_TOWS : TRAVEL_TRAILER_TOWS), family: random.pick(FAMILIES), destination, otherDestination,
    hitch: plan?.rvType === 'fifth-wheels' ? 'fifth-wheel hitch' : 'weight-distribution hitch',
    nights: random.int(3, 21), season: random.pick(SEASONS), months: random.int(2, 30),
  };
}

/**
 * One sentence from `templates` that no other review of the brand has used, or null when every try
 * repeats one (the review is then a sentence shorter rather than a copy).
 */
function fresh(random: Random, templates: readonly Template[], c: ReviewContext, used: Set<string>): string | null {
  for (const template of random.shuffle(templates)) {
    const sentence = template(c, random);
    if (sentence && !used.has(sentence)) {
      used.add(sentence);
      return sentence;
    }
  }
  return null;
}

function review(random: Random, brand: (typeof LEAD_BRANDS)[number], plans: readonly ReviewFloorplan[], used: Set<string>): NewReview {
  const stars = rating(random);
  const mood = stars >= 4 ? 'happy' : stars === 3 ? 'mixed' : 'unhappy';
  // The reviewer's home first: their trips are the destinations near it (review-rules.ts).
  const [city, state] = random.pick(PLACES);
  const home = homeOf(city, state);
  if (!home) throw new Error(`The reviewer's home ${city}, ${state} is not in the postal data.`);
  const c = context(random, brand.name, plans, destinationsNear(home));
  // Short, medium and long reviews: how many optional parts join the opener.
  const length = random.pick([1, 2, 2, 3, 3, 4, 5]);
  const optional: Array<readonly Template[]> = random.shuffle([FLOORPLAN_LINES, TRIP_LINES, TOW_LINES, LIKES, LIKES]).slice(0, length);
  const parts: Array<readonly Template[]> = [
    OPENERS[mood],
    ...optional,
    ...(stars === 4 || (stars === 5 && random.chance(0.2)) ? [MINOR_GRIPES] : []),
    ...(stars === 3 ? [MINOR_GRIPES, COMPLAINTS] : []),
    ...(stars <= 2 ? [COMPLAINTS, COMPLAINTS] : []),
    ...(random.chance(0.6) || stars <= 3 ? [CLOSINGS[mood]] : []),
  ];
  const sentences = parts.map((templates) => fresh(random, templates, c, used)).filter((s): s is string => Boolean(s));
  return {
    manufacturerCode: REVIEWS_MANUFACTURER_CODE, brandCode: brand.code, brandName: brand.name,
    title: random.pick(TITLES[stars])(c, random) ?? '', review: sentences.join(' '), rating: stars,
    ownerName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_INITIALS)}`, ownerCity: city, ownerState: state,
    // One in twenty waits for moderation and is never shown.
    approved: !random.chance(0.05),
    createdAt: new Date(NEWEST - random.int(0, 3 * 365) * DAY_MS - random.int(0, 86399) * 1000).toISOString(),
  };
}

/**
 * Hundreds of owner reviews across every lead brand, between 10 and 20 a brand, each naming
 * one of the brand's floorplans and its real features; no sentence repeats in the whole set (a page may show several brands).
 */
export function seedReviews(random: Random, floorplans: FloorplansByBrand = new Map()): NewReview[] {
  const used = new Set<string>();
  return LEAD_BRANDS.flatMap((brand) => {
    return Array.from({ length: random.int(10, 20) }, () => review(random, brand, floorplans.get(brand.code) ?? [], used));
  });
}

interface FloorplanRow {
  brand_reference_id: string; name: string; rv_type: ReviewFloorplan['rvType']; type_class_slug: string; length: number;
  slides: number; sleeps: number; bathrooms: string | number; bed_type: string; ac_units: number; rooms: string[];
}

/** The catalogue's floorplans (newest model year of each), grouped by the lead brand they are sold under. */
export function floorplansByBrand(rows: readonly FloorplanRow[]): FloorplansByBrand {
  const leadOf = new Map(SUB_BRANDS.map((s) => [s.referenceId, s.code]));
  const out = new Map<string, ReviewFloorplan[]>();
  for (const row of rows) {
    const code = leadOf.get(row.brand_reference_id);
    if (!code) continue;
    out.set(code, [...(out.get(code) ?? []), {
      name: row.name, rvType: row.rv_type, toyHauler: row.type_class_slug === 'toy-haulers', lengthFt: Math.round(row.length / 12),
      slides: row.slides, sleeps: row.sleeps, bunks: row.rooms.some((room) => room.startsWith('Bunks@')), bathrooms: Number(row.bathrooms),
      bedType: row.bed_type, acUnits: row.ac_units,
    }]);
  }
  return out;
}

async function loadFloorplans(db: Database): Promise<FloorplansByBrand> {
  const { rows } = await db.query<FloorplanRow>(
    `SELECT DISTINCT ON (reference_id, brand_reference_id) brand_reference_id, name, rv_type, type_class_slug, length, slides, sleeps,
       bathrooms, bed_type, ac_units, rooms
     FROM catalog_models ORDER BY reference_id, brand_reference_id, model_year DESC`,
  );
  return floorplansByBrand(rows);
}

export const reviewsSeeder: Seeder = {
  name: 'owner-reviews',
  // Runs after the catalogue seeder, so reviews name floorplans that exist.
  run: async (db, random) => {
    const reviews = seedReviews(random, await loadFloorplans(db));
    assertSeedRules('review', reviewViolations(reviews));
    await insertReviews(db, reviews);
  },
};
