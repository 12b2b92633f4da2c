import { useEffect } from 'react';
import { bus, cachedRead, siteStore, useResource, useSiteStore, type Region } from '@rv/shared-lib';
import { detectLocation } from '@rv/shared-lib/catalog';

/**
 * The visitor's region (spec: states and transitions): for a non-dealer with no known state the browser location is asked once
 * per page load (the page's read cache) and mapped to EAST, WEST or BOTH; dealers get no automatic region.
 */
export function useRegion(dealer: boolean): Region {
  const location = useSiteStore((s) => s.location);
  const detected = useResource(dealer || location.state ? null : 'site:location-detection', () => cachedRead('site:location-detection', detectLocation), { seed: false });
  useEffect(() => {
    if (detected.status !== 'success') return;
    siteStore.getState().setLocation(detected.data);
    bus.publish('site:location', detected.data);
  }, [detected.status, detected.data]);
  return location.region;
}
