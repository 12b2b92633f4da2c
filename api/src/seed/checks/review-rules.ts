import type { NewReview } from '../../modules/reviews';
import { placeOfPostalCode } from '../geo/postal-places';
import { DESTINATION_POINTS, PLACES } from '../reviews/review-copy';
import type { SeedViolation } from './seed-check';

/** How far from home a reviewer's trips are: a weekend-to-two-week drive, not across the continent. */
export const MAX_TRIP_MILES = 1000;
const EARTH_MILES = 3958.8;

/** Great-circle miles between two points. */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.sqrt(h));
}

const PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK']);

/** Where a reviewer of PLACES lives, from its postal code. */
export function homeOf(city: string, state: string): { latitude: number; longitude: number } | undefined {
  const place = PLACES.find(([c, s]) => c === city && s === state);
  return place ? placeOfPostalCode(PROVINCES.has(state) ? 'CA' : 'US', place[2]) : undefined;
}

/** The trips a reviewer at home may write about. */
export function destinationsNear(home: { latitude: number; longitude: number }): string[] {
  return DESTINATION_POINTS.filter(([, latitude, longitude]) => milesBetween(home, { latitude, longitude }) <= MAX_TRIP_MILES).map(([name]) => name);
}

const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]/g)?.map((s) => s.trim()) ?? [];

/** Every broken review rule: a text or a sentence used twice, a trip far from the reviewer's home, a home not on the map. */
export function reviewViolations(reviews: readonly NewReview[]): SeedViolation[] {
  const violations: SeedViolation[] = [];
  const texts = new Map<string, number>();
  const sentences = new Map<string, number>();
  reviews.forEach((r, i) => {
    const subject = `review ${i + 1} (${r.brandName}, ${r.ownerCity} ${r.ownerState})`;
    if (!r.review.trim()) violations.push({ rule: 'review text unique', subject, detail: 'the text is empty' });
    if (texts.has(r.review)) violations.push({ rule: 'review text unique', subject, detail: `same text as review ${texts.get(r.review)! + 1}` });
    texts.set(r.review, i);
    for (const sentence of sentencesOf(r.review)) {
      if (sentences.has(sentence)) violations.push({ rule: 'no sentence in two reviews', subject, detail: `"${sentence}" is also in review ${sentences.get(sentence)! + 1}` });
      else sentences.set(sentence, i);
    }
    const home = homeOf(r.ownerCity, r.ownerState);
    if (!home) {
      violations.push({ rule: 'trips near the reviewer\'s home', subject, detail: 'the home is not a known place' });
      return;
    }
    const near = new Set(destinationsNear(home));
    for (const [name] of DESTINATION_POINTS) {
      // "the Smokies" starts a sentence as "The Smokies".
      if (`${r.title} ${r.review}`.includes(name.replace(/^the /, '')) && !near.has(name) && name !== r.ownerCity) {
        violations.push({ rule: 'trips near the reviewer\'s home', subject, detail: `${name} is over ${MAX_TRIP_MILES} miles from ${r.ownerCity}` });
      }
    }
  });
  return violations;
}
