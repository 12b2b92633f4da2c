import { loadSiteSettings, useResource, type SiteSettingsData } from '@rv/shared-lib';

/** The settings once loaded; null while loading or when the content service failed (forms then use fallbacks). */
export function useSiteSettings(): Partial<SiteSettingsData> | null {
  return useResource('site-settings', loadSiteSettings).data;
}
