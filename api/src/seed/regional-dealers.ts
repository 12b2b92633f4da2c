import { LEAD_BRANDS } from '@rv/domain';
import { areaCodesNear, phoneIn } from './geo/area-codes';
import { REGIONAL_DEALER_FSAS, REGIONAL_DEALER_ZIPS } from './geo/dealer-places';
import { placeOfPostalCode, type GeoPlaceRow } from './geo/postal-places';
import { createRandom } from './random';
import type { SeedDealer } from './types';

/** Regions of the geocoder's data set where no RV dealership is seeded (islands, territories, the far north). */
export const NO_DEALER_REGIONS: ReadonlySet<string> = new Set(['HI', 'PR', 'GU', 'VI', 'NU']);

const NAMES = ['RV World', 'Camping Center', 'RV Sales & Service', 'Outdoor Living RV', 'Open Road RV', 'Family RV Center', 'Summit RV', 'Trailhead RV', 'Riverside RV', 'Happy Camper RV'];
const STREETS = ['Highway 20 East', 'Service Road', 'Commerce Parkway', 'Enterprise Drive', 'Dealer Row', 'Business Loop', 'Expressway Drive', 'County Road 17'];
const LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

const placeKey = (p: { country: string; city: string; state: string }) => `${p.country}|${p.city}|${p.state}`;

/**
 * A dealer's postal code at a place: the place's ZIP in the US; in Canada the place's forward
 * sortation area (the geocoder's unit) with a local delivery unit generated for the street address.
 */
function postalCode(place: GeoPlaceRow, random: ReturnType<typeof createRandom>): string {
  if (place.countryCode === 'US') return place.postalCode;
  return `${place.postalCode} ${random.int(0, 9)}${random.pick(LETTERS.split(''))}${random.int(0, 9)}`;
}

/** The towns of the regional dealers' postal codes, as the geocoder's data names and places them. */
const regionalPlaces = (): GeoPlaceRow[] => [
  ...REGIONAL_DEALER_ZIPS.map((zip) => placeOfPostalCode('US', zip)),
  ...REGIONAL_DEALER_FSAS.map((fsa) => placeOfPostalCode('CA', fsa)),
].filter((place): place is GeoPlaceRow => place !== undefined);

/**
 * One dealership in every regional town that the core network does not cover, numbered after it.
 * Deterministic: the same places give the same dealers on every seed run.
 */
export function regionalDealers(core: readonly SeedDealer[]): SeedDealer[] {
  const random = createRandom(7373);
  const covered = new Set(core.map((d) => placeKey(d)));
  const dealers: SeedDealer[] = [];
  for (const place of regionalPlaces()) {
    const at = { country: place.countryCode, city: place.placeName, state: place.adminCode };
    if (NO_DEALER_REGIONS.has(place.adminCode) || covered.has(placeKey(at))) continue;
    covered.add(placeKey(at));
    const name = `${random.pick(NAMES)} of ${place.placeName}`;
    // The region keeps names like "Springfield" (IL, MO, MA) apart.
    const slug = `${name} ${place.adminCode}`.toLowerCase().replace(/[^a-z0-9]+/g, '');
    dealers.push({
      dealerNumber: `D${1001 + core.length + dealers.length}`,
      name,
      street: `${random.int(100, 9800)} ${random.pick(STREETS)}`,
      city: place.placeName, state: place.adminCode, zip: postalCode(place, random), country: place.countryCode,
      latitude: Number((place.latitude + (random.next() - 0.5) * 0.08).toFixed(5)),
      longitude: Number((place.longitude + (random.next() - 0.5) * 0.08).toFixed(5)),
      phone: phoneIn(random, areaCodesNear(place.adminCode, place.latitude, place.longitude)),
      email: `sales@${slug}.example.com`,
      website: `https://www.${slug}.example.com`,
      brandCodes: random.shuffle(LEAD_BRANDS.map((b) => b.code)).slice(0, random.int(3, 9)).sort(),
    });
  }
  return dealers;
}
