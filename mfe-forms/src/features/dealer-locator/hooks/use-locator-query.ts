import { useCallback, useEffect, useState } from 'react';

/** What the locator searched for, mirrored in the URL so a result page can be shared and reloaded. */
export interface LocatorQuery {
  location: string;
  latitude?: number;
  longitude?: number;
  radius: number;
  brand: string;
}

export const RADIUS_OPTIONS = [25, 50, 100, 250, 500] as const;
export const DEFAULT_RADIUS = 100;

export function parseLocatorQuery(search: string): LocatorQuery | null {
  const params = new URLSearchParams(search);
  const radius = Number(params.get('radius'));
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const hasPoint = params.has('lat') && params.has('lng') && Number.isFinite(lat) && Number.isFinite(lng);
  const location = (params.get('location') ?? '').trim();
  if (!location && !hasPoint) return null;
  return {
    location,
    ...(hasPoint ? { latitude: lat, longitude: lng } : {}),
    radius: Number.isFinite(radius) && radius > 0 ? radius : DEFAULT_RADIUS,
    brand: params.get('brand') ?? '',
  };
}

export function locatorSearchString(query: LocatorQuery): string {
  const params = new URLSearchParams();
  if (query.latitude !== undefined && query.longitude !== undefined) {
    params.set('lat', query.latitude.toFixed(4));
    params.set('lng', query.longitude.toFixed(4));
  } else params.set('location', query.location);
  params.set('radius', String(query.radius));
  if (query.brand) params.set('brand', query.brand);
  return `?${params.toString()}`;
}

/** The current query and a setter that records it in the address bar (replace, so Back leaves the page). */
export function useLocatorQuery() {
  const [query, setQueryState] = useState<LocatorQuery | null>(() => parseLocatorQuery(window.location.search));
  useEffect(() => {
    const onPop = () => setQueryState(parseLocatorQuery(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const setQuery = useCallback((next: LocatorQuery) => {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${locatorSearchString(next)}`);
    setQueryState(next);
  }, []);
  return { query, setQuery };
}
