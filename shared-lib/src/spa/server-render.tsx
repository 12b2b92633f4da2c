import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { collectResources, FAILURE_PREFIX, isSeedable, withSeededResources, type ResourceSeed } from '../api/resource-seed';
import { provideServerRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';

/**
 * Server rendering, for Node builds only (never imported by a browser bundle): the shell's
 * layout and each remote's pages are drawn on the server with the data they ask for, so a page's
 * first content arrives as HTML. The browser hydrates it: the same components, from the same data
 * (script#rv-seed), adopt that HTML.
 */

/** One API call a render makes: method, URL (path and query) and, for a POST, its JSON body. */
export interface ServerApiRequest {
  method: string;
  url: string;
  body?: string;
}

/** How the server answers the API calls a render makes (in process, without a socket). */
export type ServerApiFetch = (request: ServerApiRequest) => Promise<{ status: number; body: unknown }>;

export interface RenderedHtml {
  html: string;
  /** The data it was drawn from, for script#rv-seed. */
  seed: ResourceSeed;
}

/**
 * A resource the server was told does not exist (or may not be read): a 4xx answer, or a lookup that
 * found nothing (`notFound`). The page it drew shows that (the 404 page); the browser starts from the
 * same failure instead of asking again (useResource). Failures that may pass (5xx, timeouts) give null.
 */
export function failureSeedEntry(key: string, error: unknown): [string, SeededFailure] | null {
  const failure = error as { response?: { status?: unknown }; notFound?: unknown; message?: unknown } | null;
  const status = typeof failure?.response?.status === 'number' ? failure.response.status : null;
  const notFound = failure?.notFound === true;
  if (!notFound && (status === null || status < 400 || status >= 500)) return null;
  const message = typeof failure?.message === 'string' ? failure.message : 'Not found';
  return [`${FAILURE_PREFIX}${key}`, status === null ? { notFound, message } : { isAxiosError: true, response: { status }, message, ...(notFound ? { notFound } : {}) }];
}

/** A failure as the page carries it: the error's own shape, as plain JSON. */
export type SeededFailure = { message: string; notFound?: boolean; isAxiosError?: true; response?: { status: number } };

/** Data can ask for more once the first has arrived (a list, then its items); three rounds are plenty. */
const MAX_DATA_ROUNDS = 3;

/**
 * The resource seed of one copy of shared-lib. Each server build bundles its own copy, so a page that
 * draws another build's components (an owner page, mfe-content's blocks) collects and seeds their data
 * through that build's copy as well: its components' useResource reads only their own.
 */
export interface ResourceSeedScope {
  collectResources: typeof collectResources;
  withSeededResources: typeof withSeededResources;
}

/** This copy's resource seed. */
const OWN_SEED_SCOPE: ResourceSeedScope = { collectResources, withSeededResources };

/**
 * Routes every API call of shared-lib's clients (axios instances) to `fetchApi`; returns this copy's
 * resource seed, for a page of another build that draws this build's components.
 */
export function configureServerApi(fetchApi: ServerApiFetch): ResourceSeedScope {
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const data = config.data === undefined || config.data === null ? undefined : typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
    const { status, body } = await fetchApi({ method, url: axios.getUri(config), body: data });
    const response = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  axios.defaults.adapter = adapter;
  return OWN_SEED_SCOPE;
}

/** Runs `render` while every scope records what it asks for; the fetchers by key, across them all. */
function collectThrough(scopes: readonly ResourceSeedScope[], render: () => void): Map<string, () => Promise<unknown>> {
  const [scope, ...rest] = scopes;
  if (!scope) {
    render();
    return new Map();
  }
  let inner = new Map<string, () => Promise<unknown>>();
  const found = scope.collectResources(() => {
    inner = collectThrough(rest, render);
  });
  return new Map([...inner, ...found]);
}

/** Runs `render` with `seed` seeded in every scope. */
function seededThrough<T>(scopes: readonly ResourceSeedScope[], seed: ResourceSeed, render: () => T): T {
  const [scope, ...rest] = scopes;
  return scope ? scope.withSeededResources(seed, () => seededThrough(rest, seed, render)) : render();
}

/**
 * Renders an element with the data its components ask for through useResource: render, load what was
 * asked for, render again, until nothing new is asked. What is not plain JSON (isSeedable), or fails
 * in a way that may pass (5xx, timeout), is left out of the seed, so that part is drawn loading and the
 * browser asks for it again. A 4xx is seeded as the failure it is: the page is drawn in its 404 state
 * and the browser takes that over without asking again. `otherSeedScopes`: other builds' copies of the
 * seed whose components the element draws too.
 */
export async function renderWithData(element: ReactElement, otherSeedScopes: readonly ResourceSeedScope[] = []): Promise<RenderedHtml> {
  const scopes = [OWN_SEED_SCOPE, ...otherSeedScopes.filter((scope) => scope !== OWN_SEED_SCOPE)];
  const seed: ResourceSeed = {};
  const failed = new Set<string>();
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const needed = [...seededThrough(scopes, seed, () => collectThrough(scopes, () => renderToString(element)))].filter(([key]) => !failed.has(key));
    if (needed.length === 0) break;
    const loaded = await Promise.allSettled(needed.map(([, load]) => load()));
    loaded.forEach((result, index) => {
      const key = needed[index][0];
      if (result.status === 'fulfilled' && isSeedable(result.value)) {
        seed[key] = result.value;
        return;
      }
      failed.add(key);
      // A 4xx (the page does not exist) is drawn as the browser would show it, and seeded so it is not asked again.
      const failure = result.status === 'rejected' ? failureSeedEntry(key, result.reason) : null;
      if (failure) seed[failure[0]] = failure[1];
    });
  }
  return { html: seededThrough(scopes, seed, () => renderToString(element)), seed };
}

export interface ServerPage {
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  config: Pick<RuntimeConfig, 'companySlug' | 'companyName' | 'status'>;
  /** The resource seeds of other builds whose components the page draws (mfe-content's blocks in an owner page). */
  seedScopes?: readonly ResourceSeedScope[];
}

/** What a remote's server build exports (src/server.ts): its routed pages, drawn for one URL. */
export interface ServerPageRenderer {
  configureServerRendering: typeof configureServerApi;
  renderPage(page: ServerPage): Promise<RenderedHtml>;
}

export interface ServerRenderOptions {
  /** Loaded before the page is drawn: the code of the route's page when it is a lazy page (preloadRoutedPage), so it is drawn, not its loading status. */
  beforeRendering?(page: ServerPage): Promise<void>;
}

/**
 * A remote's server renderer: `Pages`, the very tree its single-spa application mounts inside its
 * BrowserRouter, at a static location. The same tree on both sides is what lets the browser hydrate the
 * drawn HTML: useId's ids, and so every aria-controls and label, come from the tree's shape.
 */
export function serverPageRenderer(Pages: ComponentType, { beforeRendering }: ServerRenderOptions = {}): ServerPageRenderer {
  return {
    configureServerRendering: configureServerApi,
    renderPage: async (page) => {
      await beforeRendering?.(page);
      provideServerRuntimeConfig(page.config);
      return renderWithData(
        <StaticRouter location={page.pathname + page.search}>
          <Pages />
        </StaticRouter>,
        page.seedScopes,
      );
    },
  };
}
