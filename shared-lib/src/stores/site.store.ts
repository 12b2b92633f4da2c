import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEALER_PREFIX } from '../routing/route-table';

export type Region = 'EAST' | 'WEST' | 'BOTH';

/** Site state of consumer spec (entities and fields): what every remote reads about the visitor and the site. */
export interface SiteState {
  companyName: string;
  baseUrl: string;
  isDealer: boolean;
  isStockOnly: boolean;
  settings: Record<string, unknown> | null;
  location: { state: string | null; region: Region };
  seo: { title: string; description: string; image: string | null };
  brandCodes: Array<{ value: string; label: string }>;
  setSettings(settings: Record<string, unknown>): void;
  setSeo(seo: Partial<SiteState['seo']>): void;
  setLocation(location: SiteState['location']): void;
  setBrandCodes(codes: SiteState['brandCodes']): void;
  /** Dealer spec (states and transitions) route guards: a path under the dealer prefix marks the user as dealer. */
  applyPath(pathname: string): void;
}

export const siteStore = createStore<SiteState>()((set) => ({
  companyName: 'Keystone RV',
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  isDealer: false,
  isStockOnly: false,
  settings: null,
  location: { state: null, region: 'BOTH' },
  seo: { title: '', description: '', image: null },
  brandCodes: [],
  setSettings: (settings) => set({ settings }),
  setSeo: (seo) => set((s) => ({ seo: { ...s.seo, ...seo } })),
  setLocation: (location) => set({ location }),
  setBrandCodes: (brandCodes) => set({ brandCodes }),
  applyPath: (pathname) => set({ isDealer: pathname === DEALER_PREFIX || pathname.startsWith(`${DEALER_PREFIX}/`) }),
}));

export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(siteStore, selector);
}
