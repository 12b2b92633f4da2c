import '@rv/shared-lib/ui/tokens.css';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { renderToString } from 'react-dom/server';
import { collectResources, provideServerRuntimeConfig, readCookieConsent, withSeededResources, type ResourceSeed } from '@rv/shared-lib';
import { AppLayout } from '../layout/app-layout';

/**
 * The shell's layout rendered on the server (issue 12): the page's HTML arrives with the masthead,
 * the regions and the consent banner already drawn, so the first paint does not wait for the
 * JavaScript. The browser then renders the same layout from the same data (script#rv-seed) in place
 * of this HTML. Built for Node by webpack.server.js into dist/server/; the API server loads it.
 */

/** How the server answers the API calls the layout makes (in process, without a socket). */
export type ServerApiFetch = (url: string) => Promise<{ status: number; body: unknown }>;

export interface LayoutPage {
  pathname: string;
  companySlug: string;
  companyName: string;
  /** The page's HTTP status, as script#rv-config tells the browser. */
  status: number;
  /** The request's Cookie header: with a consent choice in it, no banner. */
  cookieHeader: string | undefined;
}

export interface RenderedLayout {
  html: string;
  /** The data it was rendered with, for script#rv-seed. */
  seed: ResourceSeed;
}

/** Layout data can ask for more once its first data has arrived; three rounds are plenty for the layout. */
const MAX_DATA_ROUNDS = 3;

/** Routes every API call of the layout's clients (shared-lib's axios instances) to `fetchApi`. */
export function configureServerRendering(fetchApi: ServerApiFetch): void {
  const adapter: AxiosAdapter = async (config) => {
    const { status, body } = await fetchApi(axios.getUri(config));
    const response = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  axios.defaults.adapter = adapter;
}

/** Renders the layout for one page with the data it needs; rejects when that data cannot be loaded. */
export async function renderLayout(page: LayoutPage): Promise<RenderedLayout> {
  provideServerRuntimeConfig({ companySlug: page.companySlug, companyName: page.companyName, status: page.status });
  const element = <AppLayout companySlug={page.companySlug} server={{ pathname: page.pathname, consentChosen: readCookieConsent(page.cookieHeader ?? '') !== null }} />;
  const seed: ResourceSeed = {};
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const needed = withSeededResources(seed, () => collectResources(() => renderToString(element)));
    if (needed.size === 0) break;
    const loaded = await Promise.all([...needed].map(async ([key, load]) => [key, await load()] as const));
    for (const [key, value] of loaded) seed[key] = value;
  }
  return { html: withSeededResources(seed, () => renderToString(element)), seed };
}
