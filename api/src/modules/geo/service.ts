import { CA_PROVINCES, US_STATES } from '@rv/domain/forms';
import type { Database } from '../../db/database';
import { findByName, findByPostalCode, findNearest, findNearestZip, type GeoPlace } from './repository';

/** The geocoder answers in the shape of the maps service the spec reads : address_components with types and short_name. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface GeocodeResult {
  formatted_address: string;
  address_components: AddressComponent[];
  geometry: { location: { lat: number; lng: number }; location_type: 'APPROXIMATE' };
  place_id: string;
  types: string[];
  partial_match?: boolean;
}

export interface GeocodeResponse {
  status: 'OK' | 'ZERO_RESULTS';
  results: GeocodeResult[];
}

const US_ZIP = /^(\d{5})(-\d{4})?$/;
const CA_POSTAL = /^([A-Z]\d[A-Z])(?:[ -]?(\d[A-Z]\d))?$/;
const LAT_LNG = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;
/** Reverse geocoding gives up beyond this distance (open sea, another country). */
const REVERSE_MAX_MILES = 150;

const regionName = (country: string, code: string) =>
  (country === 'US' ? US_STATES : CA_PROVINCES).find((r) => r.value === code)?.label ?? code;

function toResult(place: GeoPlace, options: { postalCode?: string; kind: 'postal_code' | 'locality'; partial?: boolean }): GeocodeResult {
  const postal = options.postalCode ?? place.postal_code;
  const countryName = place.country_code === 'US' ? 'United States' : 'Canada';
  const components: AddressComponent[] = [
    { long_name: place.place_name, short_name: place.place_name, types: ['locality', 'political'] },
    { long_name: regionName(place.country_code, place.admin_code), short_name: place.admin_code, types: ['administrative_area_level_1', 'political'] },
    { long_name: countryName, short_name: place.country_code, types: ['country', 'political'] },
  ];
  if (options.kind === 'postal_code') components.unshift({ long_name: postal, short_name: postal, types: ['postal_code'] });
  const where = `${place.place_name}, ${place.admin_code}${options.kind === 'postal_code' ? ` ${postal}` : ''}`;
  return {
    formatted_address: `${where}, ${place.country_code === 'US' ? 'USA' : 'Canada'}`,
    address_components: components,
    geometry: { location: { lat: Number(place.latitude), lng: Number(place.longitude) }, location_type: 'APPROXIMATE' },
    place_id: `${place.country_code}-${place.postal_code}`,
    types: options.kind === 'postal_code' ? ['postal_code'] : ['locality', 'political'],
    ...(options.partial ? { partial_match: true } : {}),
  };
}

const answer = (results: GeocodeResult[]): GeocodeResponse => ({ status: results.length ? 'OK' : 'ZERO_RESULTS', results });

export function parseLatLng(text: string): { lat: number; lng: number } | undefined {
  const match = LAT_LNG.exec(text.trim());
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

/** ZIP or ZIP+4, postal code (or its first three characters), "City, ST" or "City": the places it names. */
export async function geocode(db: Database, location: string, prefer: 'US' | 'CA' = 'US'): Promise<GeocodeResponse> {
  const text = location.trim().replace(/\s+/g, ' ');
  const zip = US_ZIP.exec(text);
  if (zip) {
    const exact = await findByPostalCode(db, 'US', zip[1]);
    if (exact) return answer([toResult(exact, { kind: 'postal_code', postalCode: zip[1] })]);
    // A ZIP we do not hold still fills city and state from its neighbour in the same sectional centre.
    const near = await findNearestZip(db, zip[1]);
    return answer(near ? [toResult(near, { kind: 'postal_code', postalCode: zip[1], partial: true })] : []);
  }
  const postal = CA_POSTAL.exec(text.toUpperCase());
  if (postal) {
    const place = await findByPostalCode(db, 'CA', postal[1]);
    const code = postal[2] ? `${postal[1]} ${postal[2]}` : postal[1];
    return answer(place ? [toResult(place, { kind: 'postal_code', postalCode: code })] : []);
  }
  const [name, region] = text.split(',').map((part) => part.trim());
  const adminCode = region ? regionCode(region) : undefined;
  if (region && !adminCode) return answer([]);
  const places = await findByName(db, name, adminCode, prefer);
  return answer(places.map((place) => toResult(place, { kind: 'locality' })));
}

/** A state or province given by code or name ("IN", "Indiana", "indiana 46526"). */
function regionCode(text: string): string | undefined {
  const word = text.replace(/\s+[\dA-Z]{3}[\s-]?[\dA-Z]{0,3}$/i, '').trim().toLowerCase();
  const all = [...US_STATES, ...CA_PROVINCES];
  return all.find((r) => r.value.toLowerCase() === word || r.label.toLowerCase() === word)?.value;
}

/** The nearest known place to a point, as a postal-code result whose components include the state. */
export async function reverseGeocode(db: Database, lat: number, lng: number): Promise<GeocodeResponse> {
  const place = await findNearest(db, lat, lng, REVERSE_MAX_MILES);
  return answer(place ? [toResult(place, { kind: 'postal_code' })] : []);
}
