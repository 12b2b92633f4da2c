import { fetchSingle } from './content.resource';
import type { SiteSettingsData } from '@rv/domain/content';
import { siteStore } from '../stores/site.store';

let pending: Promise<Partial<SiteSettingsData>> | null = null;

/** site_settings, fetched once per page for every form and the pop-up; a failure is retried on the next call. */
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

/** Test seam: forget the loaded settings. */
export function resetSiteSettings(): void {
  pending = null;
}
