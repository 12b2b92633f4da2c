import type { Seeder } from '../types';
import { geoPlaces, type GeoPlaceRow } from './postal-places';

export { geoPlaces, type GeoPlaceRow } from './postal-places';

const COLUMNS = ['country_code', 'postal_code', 'place_name', 'admin_code', 'latitude', 'longitude'] as const;
const valuesOf = (p: GeoPlaceRow) => [p.countryCode, p.postalCode, p.placeName, p.adminCode, p.latitude, p.longitude];

/** COPY's text format: tab-separated, with backslash, tab and line breaks escaped. */
const copyField = (value: string | number) => String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c);

let tsv: string | undefined;
let columns: unknown[][] | undefined;

/**
 * The geocoder's places table from the zipcodes package (about 43,500 rows); static data, no randomness.
 * Every test database is seeded, so the rows are prepared once per process and loaded in one statement:
 * COPY on the embedded database, one INSERT of column arrays on PostgreSQL. Named after its source so a
 * database seeded from the earlier hand-typed places gets these once.
 */
export const geoPlacesSeeder: Seeder = {
  name: 'geo-places-zipcodes',
  async run(db) {
    await db.query('DELETE FROM geo_places');
    if (db.copyFrom) {
      tsv ??= geoPlaces().map((p) => valuesOf(p).map(copyField).join('\t')).join('\n');
      await db.copyFrom('geo_places', COLUMNS, tsv);
      return;
    }
    columns ??= COLUMNS.map((_, i) => geoPlaces().map((p) => valuesOf(p)[i]));
    await db.query(
      `INSERT INTO geo_places (${COLUMNS.join(', ')})
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[])`,
      columns,
    );
  },
};
