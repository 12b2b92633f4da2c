import { LEAD_BRANDS } from '@rv/domain';
import { createRandom } from './random';
import { placeOfPostalCode } from './geo/postal-places';
import { regionalDealers } from './regional-dealers';
import type { SeedDealer } from './types';

/** The core network's towns by postal code; town, state and point come from the geocoder's postal data. */
const CORE_POSTAL_CODES: ReadonlyArray<[string, 'US' | 'CA']> = [
  ['59901', 'US'], ['46526', 'US'], ['46514', 'US'], ['80216', 'US'], ['85043', 'US'], ['83704', 'US'], ['97220', 'US'],
  ['95815', 'US'], ['93722', 'US'], ['84104', 'US'], ['89115', 'US'], ['99216', 'US'], ['75236', 'US'], ['77090', 'US'],
  ['78219', 'US'], ['73129', 'US'], ['64161', 'US'], ['68138', 'US'], ['55402', 'US'], ['53718', 'US'], ['60604', 'US'],
  ['48226', 'US'], ['43232', 'US'], ['37219', 'US'], ['30303', 'US'], ['32824', 'US'], ['33619', 'US'], ['28269', 'US'],
  ['23219', 'US'], ['17111', 'US'], ['12205', 'US'], ['03103', 'US'], ['04401', 'US'], ['99518', 'US'], ['59101', 'US'],
  ['57701', 'US'], ['T2C 4L8', 'CA'], ['T6E 5V7', 'CA'], ['V2Y 2N9', 'CA'], ['R2R 0W6', 'CA'], ['N6N 1E7', 'CA'], ['E1E 2G7', 'CA'],
];

const NAMES = ['RV Country', 'Camping World', 'Outdoor Adventures RV', 'Great Escapes RV', 'Lakeshore RV Center', 'Blue Compass RV', 'Pleasureland RV', 'Holiday RV Superstore', 'Trailside RV', 'Horizon RV Sales'];
const STREETS = ['Highway 93 South', 'Commerce Drive', 'Industrial Parkway', 'Frontage Road', 'Airport Boulevard', 'Interstate Drive', 'Market Street', 'Lakeview Road'];

/**
 * The core dealer network: deterministic, one or two dealers per city, numbered D1001 upwards. These
 * dealerships also have dealer-portal organizations and users (accounts seed).
 */
export function seedDealers(): SeedDealer[] {
  const random = createRandom(4242);
  const dealers: SeedDealer[] = [];
  CORE_POSTAL_CODES.forEach(([zip, country], index) => {
    const place = placeOfPostalCode(country, zip);
    if (!place) throw new Error(`The core dealer network's ${zip} is not in the postal data.`);
    const { placeName: city, adminCode: state, latitude, longitude } = place;
    const count = index % 3 === 0 ? 2 : 1;
    for (let i = 0; i < count; i += 1) {
      const number = 1001 + dealers.length;
      const name = `${random.pick(NAMES)} of ${city}`;
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
      const brands = random.shuffle(LEAD_BRANDS.map((b) => b.code)).slice(0, random.int(4, 10)).sort();
      dealers.push({
        dealerNumber: `D${number}`,
        name,
        street: `${random.int(100, 9800)} ${random.pick(STREETS)}`,
        city, state, zip, country,
        latitude: Number((latitude + (random.next() - 0.5) * 0.1).toFixed(5)),
        longitude: Number((longitude + (random.next() - 0.5) * 0.1).toFixed(5)),
        phone: `(${random.int(200, 989)}) ${random.int(200, 989)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
        email: `sales@${slug}.example.com`,
        website: `https://www.${slug}.example.com`,
        brandCodes: brands,
      });
    }
  });
  return dealers;
}

/** Every dealer the locator lists: the core network, then one regional dealer per other place of the geocoder. */
export function locatorDealers(): SeedDealer[] {
  const core = seedDealers();
  return [...core, ...regionalDealers(core)];
}
