import { useEffect, useState } from 'react';
import { loadSiteSettings, type SiteSettingsData } from '@rv/shared-lib';

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
