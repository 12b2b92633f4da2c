import { US_STATES } from '@rv/domain/forms';
import { cleanCanadianPlace } from './canadian-places';
import { canadianPostalCodes, usPostalCodes } from './zipcodes-data';

/** One row of the geocoder's places: a US ZIP or a Canadian forward sortation area with its town and point. */
export interface GeoPlaceRow {
  countryCode: 'US' | 'CA';
  postalCode: string;
  placeName: string;
  adminCode: string;
  latitude: number;
  longitude: number;
}

/** States and territories the forms offer; the data set's military codes (AA, AE, AP) are not places. */
const US_REGIONS = new Set(US_STATES.map((s) => s.value));

function usPlaces(): GeoPlaceRow[] {
  return Object.values(usPostalCodes())
    .filter((p) => typeof p.latitude === 'number' && typeof p.longitude === 'number' && US_REGIONS.has(p.state))
    .map((p) => ({ countryCode: 'US', postalCode: p.zip, placeName: p.city, adminCode: p.state, latitude: p.latitude as number, longitude: p.longitude as number }));
}

function canadianPlaces(): GeoPlaceRow[] {
  return Object.values(canadianPostalCodes()).flatMap((raw) => {
    const place = cleanCanadianPlace(raw);
    return place ? [{ countryCode: 'CA' as const, ...place }] : [];
  });
}

let places: GeoPlaceRow[] | undefined;
let byCode: Map<string, GeoPlaceRow> | undefined;

/** Every US ZIP and Canadian FSA of the zipcodes package that has a point, built once per process. */
export function geoPlaces(): GeoPlaceRow[] {
  places ??= [...usPlaces(), ...canadianPlaces()].sort((a, b) => a.countryCode.localeCompare(b.countryCode) || a.postalCode.localeCompare(b.postalCode));
  return places;
}

/** The place of a ZIP, or of a Canadian postal code by its first three characters. */
export function placeOfPostalCode(country: 'US' | 'CA', code: string): GeoPlaceRow | undefined {
  byCode ??= new Map(geoPlaces().map((p) => [`${p.countryCode}|${p.postalCode}`, p]));
  return byCode.get(`${country}|${country === 'CA' ? code.slice(0, 3).toUpperCase() : code}`);
}
