import { useEffect, useState } from 'react';
import { fetchSingle, siteStore, type SiteSettingsData } from '@rv/shared-lib';

let pending: Promise<Partial<SiteSettingsData>> | null = null;

/** site_settings, fetched once per page for every form; a failure is retried on the next call. */
export function loadSiteSettings(): Promise<Partial<SiteSettingsData>> {
  pending ??= fetchSingle<SiteSettingsData>('site_settings').then(
    (doc) => {
      siteStore.getState().setSettings(doc.data as unknown as Record<string, unknown>);
      return doc.data;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The settings once loaded; null while loading or when the content service failed (forms then use fallbacks). */
export function useSiteSettings(): Partial<SiteSettingsData> | null {
  const [settings, setSettings] = useState<Partial<SiteSettingsData> | null>(null);
  useEffect(() => {
    let current = true;
    loadSiteSettings().then((s) => current && setSettings(s), () => undefined);
    return () => {
      current = false;
    };
  }, []);
  return settings;
}

/** Test seam: forget the loaded settings. */
export function resetSiteSettings(): void {
  pending = null;
}
