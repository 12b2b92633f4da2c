import { LEAD_BRANDS } from '@rv/domain';
import { createRandom } from './random';
import { phoneIn } from './geo/area-codes';
import { placeOfPostalCode } from './geo/postal-places';
import { regionalDealers } from './regional-dealers';
import type { SeedDealer } from './types';

/** The core network's towns by postal code; town, state and point come from the geocoder's postal data. */
const CORE_POSTAL_CODES: ReadonlyArray<[string, 'US' | 'CA', string]> = [
  // postal code, country, the town's own area code
  ['59901', 'US', '406'], ['46526', 'US', '574'], ['46514', 'US', '574'], ['80216', 'US', '303'], ['85043', 'US', '602'], ['83704', 'US', '208'],
  ['97220', 'US', '503'], ['95815', 'US', '916'], ['93722', 'US', '559'], ['84104', 'US', '801'], ['89115', 'US', '702'], ['99216', 'US', '509'],
  ['75236', 'US', '214'], ['77090', 'US', '281'], ['78219', 'US', '210'], ['73129', 'US', '405'], ['64161', 'US', '816'], ['68138', 'US', '402'],
  ['55402', 'US', '612'], ['53718', 'US', '608'], ['60604', 'US', '312'], ['48226', 'US', '313'], ['43232', 'US', '614'], ['37219', 'US', '615'],
  ['30303', 'US', '404'], ['32824', 'US', '407'], ['33619', 'US', '813'], ['28269', 'US', '704'], ['23219', 'US', '804'], ['17111', 'US', '717'],
  ['12205', 'US', '518'], ['03103', 'US', '603'], ['04401', 'US', '207'], ['99518', 'US', '907'], ['59101', 'US', '406'], ['57701', 'US', '605'],
  ['T2C 4L8', 'CA', '403'], ['T6E 5V7', 'CA', '780'], ['V2Y 2N9', 'CA', '604'], ['R2R 0W6', 'CA', '204'], ['N6N 1E7', 'CA', '519'], ['E1E 2G7', 'CA', '506'],
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
  CORE_POSTAL_CODES.forEach(([zip, country, areaCode], index) => {
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
        phone: phoneIn(random, [areaCode]),
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
