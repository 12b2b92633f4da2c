import { serviceClient } from '@rv/shared-lib';

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface GeocodeResponse {
  status: 'OK' | 'ZERO_RESULTS';
  results: Array<{
    formatted_address: string;
    address_components: AddressComponent[];
    geometry: { location: { lat: number; lng: number } };
  }>;
}

/** The parts of a place a form fills in (spec: validation rules: a zip lookup fills city, state and zip). */
export interface Place {
  city: string;
  state: string;
  country: string;
  zip: string;
  lat: number;
  lng: number;
}

/** GET /api/geo?location=: the self-hosted geocoder. */
export async function fetchGeocode(location: string): Promise<GeocodeResponse> {
  const { data } = await serviceClient('middleware').get<GeocodeResponse>('/geo', { params: { location } });
  return data;
}

const part = (components: AddressComponent[], type: string) => components.find((c) => c.types.includes(type))?.short_name ?? '';

/** The first result's address components as form values; null when nothing matched. */
export async function lookupPlace(location: string): Promise<Place | null> {
  const response = await fetchGeocode(location);
  const first = response.status === 'OK' ? response.results[0] : undefined;
  if (!first) return null;
  const c = first.address_components;
  return {
    city: part(c, 'locality') || part(c, 'postal_town'),
    state: part(c, 'administrative_area_level_1'),
    country: part(c, 'country'),
    zip: part(c, 'postal_code'),
    lat: first.geometry.location.lat,
    lng: first.geometry.location.lng,
  };
}
