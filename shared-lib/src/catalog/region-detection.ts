import { serviceClient } from '@rv/shared-lib';
import { regionForState } from '@rv/domain/catalog';
import type { CatalogRegion } from '@rv/domain/catalog';

interface GeocodeResponse {
  status: string;
  results: Array<{ address_components: Array<{ short_name: string; types: string[] }> }>;
}

/** Reverse-geocodes a position through the self-hosted geocoder (/api/geo): the first administrative_area_level_1 short name. */
export async function reverseGeocodeState(lat: number, lng: number): Promise<string | null> {
  const host = typeof window === 'undefined' ? undefined : window.location.host;
  const { data } = await serviceClient('middleware').post<GeocodeResponse>('/geo', { latlng: `${lat},${lng}`, host });
  if (data.status !== 'OK') throw new Error(`Geocode status ${data.status}`);
  for (const result of data.results) {
    const area = result.address_components.find((c) => c.types.includes('administrative_area_level_1'));
    if (area) return area.short_name;
  }
  return null;
}

export interface DetectedLocation { state: string | null; region: CatalogRegion }

/** How long to wait for the browser's answer before treating it as no location. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/**
 * Spec (states and transitions) region: ask the browser for its position, reverse-geocode it, and map the state to EAST, WEST or
 * BOTH. Denied or failed location, or no state, gives BOTH; failures are logged, never shown.
 */
export async function detectLocation(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  reverse: (lat: number, lng: number) => Promise<string | null> = reverseGeocodeState,
): Promise<DetectedLocation> {
  if (!geolocation) return { state: null, region: 'BOTH' };
  try {
    const position = await new Promise<GeolocationPosition>((resolve, reject) =>
      geolocation.getCurrentPosition(resolve, reject, { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 3_600_000 }));
    const state = await reverse(position.coords.latitude, position.coords.longitude);
    return { state, region: regionForState(state) };
  } catch (error) {
    console.warn('Location unavailable; showing floorplans of both regions.', error);
    return { state: null, region: 'BOTH' };
  }
}
