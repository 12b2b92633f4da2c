import { fetchSingle } from './content.resource';
import { cachedRead } from './resource-cache';
import type { SiteSettingsData } from '@rv/domain/content';
import { siteStore } from '../stores/site.store';

/** site_settings, fetched once per page for every form and the pop-up; a failure is retried on the next call. */
export function loadSiteSettings(): Promise<Partial<SiteSettingsData>> {
  return cachedRead('site-settings', () => fetchSingle<SiteSettingsData>('site_settings').then((doc) => {
    siteStore.getState().setSettings(doc.data as unknown as Record<string, unknown>);
    return doc.data;
  }));
}
