/** Settings the server writes into the page (script#rv-config), with the defaults of a fresh site. */
export interface RuntimeConfig {
  companySlug: string;
  companyName: string;
  /** HTTP status the server answered for this page (404 for unknown paths). */
  status: number;
  /** One base URL per service (ARCHITECTURE "The API"); any can point elsewhere. */
  services: ServiceUrls;
  /** The server wrote the site-verification tags into this page's head: the browser need not read site settings for them. */
  verificationDrawn?: boolean;
}

export interface ServiceUrls {
  /** The middleware service: forms, auth, incentives, rewards, training, dealers, geo. */
  middleware: string;
  content: string;
  search: string;
  siteSearch: string;
}

export const DEFAULT_SERVICES: ServiceUrls = {
  middleware: '/api',
  content: '/api/content/v1',
  search: '/api/search/v1',
  siteSearch: '/api/site-search/v1',
};

const DEFAULTS: RuntimeConfig = { companySlug: 'keystone', companyName: 'Keystone RV', status: 200, services: DEFAULT_SERVICES };

let serverConfig: RuntimeConfig | null = null;

/** On the server (no document), the configuration pages are rendered with. */
export function provideServerRuntimeConfig(config: Partial<RuntimeConfig>): void {
  serverConfig = { ...DEFAULTS, ...config, services: { ...DEFAULT_SERVICES, ...config.services } };
}

/** Reads the page's runtime configuration once; a missing or broken tag falls back to the defaults. */
export function readRuntimeConfig(doc: Document | null = typeof document === 'undefined' ? null : document): RuntimeConfig {
  if (!doc && serverConfig) return serverConfig;
  const text = doc?.getElementById('rv-config')?.textContent;
  if (!text) return DEFAULTS;
  try {
    const parsed = JSON.parse(text) as Partial<RuntimeConfig>;
    return { ...DEFAULTS, ...parsed, services: { ...DEFAULT_SERVICES, ...parsed.services } };
  } catch {
    return DEFAULTS;
  }
}
