import type { SeedDealer, Seeder } from './types';
import { locatorDealers } from './dealer-network';
import { geoPlacesSeeder } from './geo/geo-places.seed';
import { dealerViolations } from './checks/dealer-rules';
import { assertSeedRules } from './checks/seed-check';

export interface DealerHours {
  Day: string;
  Open: string | null;
  Close: string | null;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Opening hours vary by dealer number so the locator shows believable differences. */
export function dealerHours(dealer: SeedDealer, index: number): DealerHours[] {
  const weekdayClose = ['17:00', '18:00', '19:00'][index % 3];
  const saturday = index % 4 === 0 ? null : ['09:00', '16:00'];
  const sunday = index % 5 === 0 ? ['11:00', '16:00'] : null;
  return DAYS.map((Day, i) => {
    if (i < 5) return { Day, Open: '09:00', Close: weekdayClose };
    const hours = i === 5 ? saturday : sunday;
    return { Day, Open: hours?.[0] ?? null, Close: hours?.[1] ?? null };
  });
}

/** The dealer locator's dealers (core network and regional dealers), plus hours. */
export const dealersSeeder: Seeder = {
  name: 'dealers',
  async run(db) {
    const dealers = locatorDealers();
    assertSeedRules('dealer', dealerViolations(dealers));
    const rows = dealers.map((d, i) => ({ ...d, hours: dealerHours(d, i) }));
    await db.query(
      `INSERT INTO dealers (dealer_number, name, street, city, state, zip, country, latitude, longitude, phone, email, website, brand_codes, hours)
       SELECT "dealerNumber", name, street, city, state, zip, country, latitude, longitude, phone, email, website,
              ARRAY(SELECT jsonb_array_elements_text("brandCodes")), hours
       FROM jsonb_to_recordset($1::jsonb) AS d("dealerNumber" text, name text, street text, city text, state text, zip text,
            country text, latitude float8, longitude float8, phone text, email text, website text, "brandCodes" jsonb, hours jsonb)
       ON CONFLICT (dealer_number) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  },
};

/** The dealer locator's seed: the geocoder's places and the dealers. */
export const dealerLocatorSeeders: Seeder[] = [geoPlacesSeeder, dealersSeeder];
