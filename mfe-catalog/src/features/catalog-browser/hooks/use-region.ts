import { useEffect } from 'react';
import { bus, siteStore, useSiteStore, type Region } from '@rv/shared-lib';
import { detectLocation } from '@rv/shared-lib/catalog';

let detection: Promise<void> | null = null;

/**
 * The visitor's region (spec: states and transitions): for a non-dealer with no known state the browser location is asked once
 * per page load and mapped to EAST, WEST or BOTH; dealers get no automatic region.
 */
export function useRegion(dealer: boolean): Region {
  const location = useSiteStore((s) => s.location);
  useEffect(() => {
    if (dealer || location.state || detection) return;
    detection = detectLocation().then((found) => {
      siteStore.getState().setLocation(found);
      bus.publish('site:location', found);
    });
  }, [dealer, location.state]);
  return location.region;
}
