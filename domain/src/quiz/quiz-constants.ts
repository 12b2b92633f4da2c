import { SUB_BRANDS } from '@rv/domain';
import { TOW_VEHICLES } from '@rv/domain/towing';

/** Kept here for the API's deep import (@rv/domain/quiz/quiz-constants); the towing entry owns them. */
export { TOW_VEHICLES, type TowVehicle } from '@rv/domain/towing';

/** Quiz slider bounds (consumer spec: constants and limits, "Quiz bounds"): answers are clamped into these. */
export const QUIZ_BOUNDS = {
  sleeps: { min: 0, max: 14 },
  weight: { min: 0, max: 17000 },
  price: { min: 0, max: 1_200_000 },
} as const;

/** The weight cap of a tow vehicle answer; any other answer gets the top cap (spec: constants and limits, "else 17000"). */
export function weightCap(towVehicle: string): number {
  return TOW_VEHICLES.slice(0, 3).find((v) => v.id === towVehicle)?.cap ?? QUIZ_BOUNDS.weight.max;
}

export interface PriceAnswer { id: string; label: string; from: number; to: number }

/** Price answers of spec (constants and limits); the ranges overlap on purpose (a $60-80K buyer still sees $85K floorplans). */
export const PRICE_ANSWERS: readonly PriceAnswer[] = [
  { id: 'under-40k', label: 'Less than 40K', from: 0, to: 40000 },
  { id: '40-60k', label: '$40-60K', from: 40000, to: 70000 },
  { id: '60-80k', label: '$60-80K', from: 60000, to: 90000 },
  { id: '80k-plus', label: '$80K or more', from: 80000, to: 1_200_000 },
];

export interface SleepsRange { avg: number; from: number; to: number }

/**
 * A sleeps answer 'a-b' as the quiz filter (spec: constants and limits): an upper value of 2 becomes 5 and a lower value
 * of 1 becomes 2 (no floorplan sleeps fewer than two), clamped to the quiz bounds; null if unreadable.
 */
export function sleepsRange(answer: string): SleepsRange | null {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(answer.trim());
  if (!match) return null;
  let from = Number(match[1]);
  let to = Number(match[2]);
  if (to === 2) to = 5;
  if (from === 1) from = 2;
  const { min, max } = QUIZ_BOUNDS.sleeps;
  from = Math.min(Math.max(from, min), max);
  to = Math.min(Math.max(to, min), max);
  if (from > to) return null;
  return { avg: (from + to) / 2, from, to };
}

/** Brand codes left out for cold-weather camping (spec: constants and limits); BLCF is a sub-brand referenceId. */
export const COOL_WEATHER_EXCLUDED_BRANDS: readonly string[] = ['SG', 'HI', 'BL', 'BLCF', 'PP', 'PR'];

/**
 * The search service has no "not" filter, so the exclusion is sent as the sub-brands that remain:
 * a sub-brand goes when its lead code or its own referenceId is on the list.
 */
export function coolWeatherBrandReferenceIds(): string[] {
  const excluded = new Set(COOL_WEATHER_EXCLUDED_BRANDS);
  return SUB_BRANDS.filter((s) => !excluded.has(s.code) && !excluded.has(s.referenceId)).map((s) => s.referenceId);
}
