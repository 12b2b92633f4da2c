import type { AppConfig } from '../config';
import { ICON_FILES, THEME_COLOR } from './app-icons';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const BACKGROUND_COLOR = '#ffffff';

/** The web app manifest: what an installed site is called, how it opens and its icons. */
export function webAppManifest(config: Pick<AppConfig, 'companyName'>): Record<string, unknown> {
  const icons = Object.entries(ICON_FILES)
    .filter(([name]) => name !== 'apple-touch-icon.png')
    .map(([name, file]) => ({
      src: `/icons/${name}`,
      type: file.type,
      sizes: 'size' in file ? `${file.size}x${file.size}` : 'any',
      purpose: 'variant' in file ? file.variant : 'any',
    }));
  return {
    id: '/',
    name: config.companyName,
    short_name: config.companyName.length <= 12 ? config.companyName : config.companyName.split(' ')[0],
    description: 'Travel trailers, fifth wheels, toy haulers and destination trailers: browse floorplans, compare, build and price, and find a dealer.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons,
  };
}
