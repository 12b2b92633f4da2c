import type { Seeder } from '../index';
import { CA_PLACES } from './ca-places';
import { US_PLACES } from './us-places';

export interface GeoPlaceRow {
  countryCode: 'US' | 'CA';
  postalCode: string;
  placeName: string;
  adminCode: string;
  latitude: number;
  longitude: number;
}

function parse(text: string, countryCode: 'US' | 'CA'): GeoPlaceRow[] {
  return text.trim().split('\n').map((line) => {
    const [postalCode, placeName, adminCode, latitude, longitude] = line.split('|');
    return { countryCode, postalCode, placeName, adminCode, latitude: Number(latitude), longitude: Number(longitude) };
  });
}

export const geoPlaces = (): GeoPlaceRow[] => [...parse(US_PLACES, 'US'), ...parse(CA_PLACES, 'CA')];

/** The geocoder's places table; static data, no randomness. */
export const geoPlacesSeeder: Seeder = {
  name: 'geo-places',
  async run(db) {
    // One statement for all rows: seeding runs for every test database.
    await db.query(
      `INSERT INTO geo_places (country_code, postal_code, place_name, admin_code, latitude, longitude)
       SELECT "countryCode", "postalCode", "placeName", "adminCode", latitude, longitude
       FROM jsonb_to_recordset($1::jsonb) AS p("countryCode" text, "postalCode" text, "placeName" text, "adminCode" text, latitude float8, longitude float8)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(geoPlaces())],
    );
  },
};
