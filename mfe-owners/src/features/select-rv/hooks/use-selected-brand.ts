import { useCallback, useEffect, useState } from 'react';
import { bus, readCookie, writeCookie } from '@rv/shared-lib';
import { parseSelectedBrand, selectedBrandCookie, SELECTED_BRAND_COOKIE } from '@rv/shared-lib/owners';

/** Stores the selected brand (cookie for a year, or removed) and tells every remote on the bus. */
export function saveSelectedBrand(brandSlug: string | null): void {
  const cookie = selectedBrandCookie(brandSlug);
  writeCookie(cookie.name, cookie.value, cookie.maxAgeSeconds);
  bus.publish('owners:brand-selected', { brandSlug: cookie.value || null });
}

/** The brand the visitor picked in owner support, kept in the selected-brand cookie (spec: entities and fields; constants and limits). */
export function useSelectedBrand(): { brand: string | null; select(brandSlug: string | null): void } {
  const [brand, setBrand] = useState<string | null>(() => parseSelectedBrand(readCookie(SELECTED_BRAND_COOKIE)));
  useEffect(() => {
    const sub = bus.subscribe('owners:brand-selected', (e) => setBrand(e.brandSlug));
    return () => sub.unsubscribe();
  }, []);
  const select = useCallback((slug: string | null) => saveSelectedBrand(slug), []);
  return { brand, select };
}
