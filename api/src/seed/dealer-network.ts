import { LEAD_BRANDS } from '@rv/shared-lib/domain/brands';
import { createRandom } from './random';
import { regionalDealers } from './regional-dealers';

/** A dealership of the seeded network: the dealer locator and the dealer portal's accounts share it. */
export interface SeedDealer {
  dealerNumber: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: 'US' | 'CA';
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  website: string;
  /** Brand codes the dealer sells (LEAD_BRANDS codes). */
  brandCodes: string[];
}

const CITIES: ReadonlyArray<[string, string, string, 'US' | 'CA', number, number]> = [
  ['Kalispell', 'MT', '59901', 'US', 48.1920, -114.3168], ['Goshen', 'IN', '46526', 'US', 41.5823, -85.8344],
  ['Elkhart', 'IN', '46514', 'US', 41.6820, -85.9767], ['Denver', 'CO', '80216', 'US', 39.7392, -104.9903],
  ['Phoenix', 'AZ', '85043', 'US', 33.4484, -112.0740], ['Boise', 'ID', '83704', 'US', 43.6150, -116.2023],
  ['Portland', 'OR', '97220', 'US', 45.5152, -122.6784], ['Sacramento', 'CA', '95815', 'US', 38.5816, -121.4944],
  ['Fresno', 'CA', '93722', 'US', 36.7378, -119.7871], ['Salt Lake City', 'UT', '84104', 'US', 40.7608, -111.8910],
  ['Las Vegas', 'NV', '89115', 'US', 36.1699, -115.1398], ['Spokane', 'WA', '99216', 'US', 47.6588, -117.4260],
  ['Dallas', 'TX', '75236', 'US', 32.7767, -96.7970], ['Houston', 'TX', '77090', 'US', 29.7604, -95.3698],
  ['San Antonio', 'TX', '78219', 'US', 29.4241, -98.4936], ['Oklahoma City', 'OK', '73129', 'US', 35.4676, -97.5164],
  ['Kansas City', 'MO', '64161', 'US', 39.0997, -94.5786], ['Omaha', 'NE', '68138', 'US', 41.2565, -95.9345],
  ['Minneapolis', 'MN', '55402', 'US', 44.9778, -93.2650], ['Madison', 'WI', '53718', 'US', 43.0731, -89.4012],
  ['Chicago', 'IL', '60604', 'US', 41.8781, -87.6298], ['Detroit', 'MI', '48226', 'US', 42.3314, -83.0458],
  ['Columbus', 'OH', '43232', 'US', 39.9612, -82.9988], ['Nashville', 'TN', '37219', 'US', 36.1627, -86.7816],
  ['Atlanta', 'GA', '30303', 'US', 33.7490, -84.3880], ['Orlando', 'FL', '32824', 'US', 28.5383, -81.3792],
  ['Tampa', 'FL', '33619', 'US', 27.9506, -82.4572], ['Charlotte', 'NC', '28269', 'US', 35.2271, -80.8431],
  ['Richmond', 'VA', '23231', 'US', 37.5407, -77.4360], ['Harrisburg', 'PA', '17111', 'US', 40.2732, -76.8867],
  ['Albany', 'NY', '12205', 'US', 42.6526, -73.7562], ['Manchester', 'NH', '03103', 'US', 42.9956, -71.4548],
  ['Bangor', 'ME', '04401', 'US', 44.8016, -68.7712], ['Anchorage', 'AK', '99518', 'US', 61.2181, -149.9003],
  ['Billings', 'MT', '59101', 'US', 45.7833, -108.5007], ['Rapid City', 'SD', '57701', 'US', 44.0805, -103.2310],
  ['Calgary', 'AB', 'T2C 4L8', 'CA', 51.0447, -114.0719], ['Edmonton', 'AB', 'T6E 5V7', 'CA', 53.5461, -113.4938],
  ['Langley', 'BC', 'V2Y 2N9', 'CA', 49.1044, -122.6604], ['Winnipeg', 'MB', 'R2R 0W6', 'CA', 49.8951, -97.1384],
  ['London', 'ON', 'N6N 1E7', 'CA', 42.9849, -81.2453], ['Moncton', 'NB', 'E1E 2G7', 'CA', 46.0878, -64.7782],
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
  CITIES.forEach(([city, state, zip, country, latitude, longitude], index) => {
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
