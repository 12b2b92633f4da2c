/**
 * Which requests the service worker (/sw.js) caches, and how. Pure functions of a
 * request's facts, so the rules are tested without a browser; service-worker.ts only wires them to
 * Workbox strategies.
 */
import { matchPath } from '@rv/shared-lib/path-pattern';
import { WEB_VITALS_PATH } from '../vitals/web-vitals-path';

export type CachingRule =
  /** A page navigation: network first; offline, the cached page or the offline page. */
  | 'page'
  /** mf-manifest.json, remoteEntry.js, /remotes.json and other unhashed scripts: network first. */
  | 'entry'
  /** Hashed chunks, fonts and generated images: cache first, with an expiry. */
  | 'static-asset'
  /** Catalogue and content GETs: network first (a published change is never shown stale online), kept for offline, with a size cap. */
  | 'api-read'
  /** Catalogue searches sent as POST (queries, not forms): network first, cached by their body. */
  | 'catalog-query'
  /** Never cached: sign-in, incentives, forms, anything with credentials, anything not listed above. */
  | 'network-only';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for page loads. */
  mode?: string;
  /** Request.destination: 'document', 'script', 'font', 'image'... */
  destination?: string;
  /** True when the request carries an Authorization header (a dealer's bearer token). */
  hasAuthorization: boolean;
  /** The site's origin (the service worker's own). */
  origin: string;
}

/** Paths whose answers belong to one person or change state: never cached, whatever the method. */
export const NEVER_CACHED_PREFIXES = ['/api/auth', '/api/ax', '/api/web/form', '/api/dev', '/api/mambo', '/api/tracking', '/sw.js'] as const;
/** Read-only catalogue searches the API takes as POST bodies. */
export const CATALOG_QUERY_PATHS = ['/api/search/v1/models', '/api/search/v1/brands'] as const;
/** GET APIs whose answers are the same for every visitor: catalogue and content. */
export const API_READ_PREFIXES = ['/api/search/v1/', '/api/content/v1/', '/api/v1/setting/'] as const;

const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css)$/;
const FONT_FILE = /\.(woff2?|ttf|otf)$/;
/** Images the API draws from data (floorplans, scenes, logos, icons) and the install icons. */
const GENERATED_IMAGE = /^\/api\/(media\/.+\.svg|search\/v1\/models\/[^/]+\/floorplan\/[^/]+)$|^\/icons\/[^/]+\.(svg|png)$/;
const ENTRY_FILE = /\/(mf-manifest\.json|remoteEntry\.js)$/;
const WEB_PART = /^\/(static|remotes)\//;

/** `/api/auth` covers `/api/auth` and `/api/auth/...`, never `/api/authors`. */
const startsWithAny = (path: string, prefixes: readonly string[]) => prefixes.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));

export function cachingRuleFor(request: RequestFacts): CachingRule {
  const url = new URL(request.url, request.origin);
  const path = url.pathname;
  if (url.origin !== request.origin || request.hasAuthorization) return 'network-only';
  if (startsWithAny(path, NEVER_CACHED_PREFIXES)) return 'network-only';
  if (request.method === 'POST') return (CATALOG_QUERY_PATHS as readonly string[]).includes(path) ? 'catalog-query' : 'network-only';
  if (request.method !== 'GET') return 'network-only';
  if (request.mode === 'navigate') return path.startsWith('/api/') ? 'network-only' : 'page';
  if (path === '/remotes.json' || ENTRY_FILE.test(path)) return 'entry';
  if (WEB_PART.test(path)) {
    if (HASHED_FILE.test(path) || FONT_FILE.test(path)) return 'static-asset';
    return /\.(js|css)$/.test(path) ? 'entry' : 'network-only';
  }
  if (request.destination === 'font' || FONT_FILE.test(path) || GENERATED_IMAGE.test(path)) return 'static-asset';
  if (startsWithAny(path, API_READ_PREFIXES)) return 'api-read';
  return 'network-only';
}

/** Workbox's precache ignores these query parameters: the `?{compilation hash}` index.html adds to main.js. */
export const CACHE_BUSTING_PARAM = /^[0-9a-f]{16,}$/;

/** JSON with object keys sorted, so two equal searches written in another key order share a cache key. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The GET URL a catalogue search POST is cached under (the Cache API stores GET requests only). */
export function catalogQueryCacheKey(url: string, body: string): string {
  let normalised = body;
  try {
    normalised = stableJson(JSON.parse(body));
  } catch {
    // Not JSON: the API will refuse it; key by the raw text so nothing collides.
  }
  const key = new URL(url);
  key.search = `?query=${encodeURIComponent(normalised)}`;
  return key.href;
}

/** A floorplan page's address (as shared-lib's floorplan links write it): the worker has no route table of its own. */
const FLOORPLAN_PAGE = '/product/:brandName/:type/floorplans/:model_reference';

/** The floorplan (model_reference) a page path shows, or null when the path is not a floorplan page. */
export function floorplanOfPage(pathname: string): string | null {
  return matchPath(FLOORPLAN_PAGE, pathname)?.model_reference ?? null;
}

export interface FloorplanDoc {
  uniqueId: string;
  referenceId: string;
  modelYear?: number;
  [field: string]: unknown;
}

/** Where one floorplan document from a search answer is kept for offline use (one entry per model year). */
export function floorplanDocKey(origin: string, doc: Pick<FloorplanDoc, 'referenceId' | 'uniqueId'>): string {
  return `${origin}/__offline__/floorplans/${encodeURIComponent(doc.referenceId)}/${encodeURIComponent(doc.uniqueId)}`;
}

export function referenceOfFloorplanDocKey(key: string): string | null {
  const match = /\/__offline__\/floorplans\/([^/]+)\/[^/]+$/.exec(new URL(key).pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/** The floorplan documents in a search answer, for the offline store; [] for anything else. */
export function floorplanDocsOf(answer: unknown): FloorplanDoc[] {
  const docs = (answer as { docs?: unknown } | null)?.docs;
  if (!Array.isArray(docs)) return [];
  return docs.filter((d): d is FloorplanDoc => Boolean(d) && typeof d.uniqueId === 'string' && typeof d.referenceId === 'string');
}

/**
 * The documents of a drawn floorplan page's own floorplan, out of the data the server drew it with
 * (its seed): a floorplan first opened as a page load is remembered as one opened inside the page is.
 */
export function seededFloorplanDocsOf(seed: Record<string, unknown>, referenceId: string): FloorplanDoc[] {
  const values = Object.values(seed).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return floorplanDocsOf({ docs: values }).filter((doc) => doc.referenceId === referenceId);
}

/**
 * The floorplans a search asks for by referenceId (the recently viewed list, a floorplan page), or
 * null when it asks for anything else (a listing, a filter): only those can be answered offline from
 * remembered floorplans.
 */
export function requestedFloorplans(body: string): { referenceIds: string[]; size: number } | null {
  let query: { filters?: { model?: { referenceId?: unknown } }; size?: unknown };
  try {
    query = JSON.parse(body);
  } catch {
    return null;
  }
  const ids = query?.filters?.model?.referenceId;
  if (!Array.isArray(ids) || !ids.length || !ids.every((id) => typeof id === 'string')) return null;
  const size = typeof query.size === 'number' && query.size > 0 ? query.size : ids.length;
  return { referenceIds: ids as string[], size };
}

/** A search answer built from remembered floorplans, newest model year first, in the order asked. */
export function answerFromFloorplans(referenceIds: readonly string[], size: number, remembered: readonly FloorplanDoc[]): { docs: FloorplanDoc[]; total: { value: number } } {
  const byYear = [...remembered].sort((a, b) => (b.modelYear ?? 0) - (a.modelYear ?? 0));
  const docs = referenceIds.flatMap((id) => byYear.filter((d) => d.referenceId === id)).slice(0, size);
  return { docs, total: { value: docs.length } };
}

/** The marker the server puts in /offline.html; the shell shows the offline page when it is there. */
export const OFFLINE_MARKER = '<meta name="rv-offline" content="true">';
export const OFFLINE_DOCUMENT_URL = '/offline.html';

/** The offline document turned back into the plain shell page, to open a remembered floorplan page. */
export function appShellFromOfflineDocument(html: string): string {
  return html.replace(OFFLINE_MARKER, '');
}

/** The message the update prompt sends to the waiting service worker (workbox-window's messageSkipWaiting). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return Boolean(data) && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/** Cache names and limits: each runtime cache has a size cap so a long visit cannot fill the disk. */
export const CACHES = {
  pages: { name: 'rv-pages', maxEntries: 50 },
  entries: { name: 'rv-entries', maxEntries: 40 },
  assets: { name: 'rv-assets', maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
  api: { name: 'rv-api', maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
  queries: { name: 'rv-catalog-queries', maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 },
  floorplans: { name: 'rv-floorplans', maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/**
 * The stylesheets a page drawn by the server holds already (its `style[data-src]` markers): the browser
 * never fetches them there, but a page it draws itself offline needs them, so the worker keeps them.
 * Same-origin paths only.
 */
export function heldStylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<style data-href="[^"]*" data-src="(\/[^"/][^"]*\.css)"><\/style>/g)].map((match) => match[1]);
}

/** A static route (the browser's service worker static routing): requests it matches never start the worker. */
export interface NetworkRoute {
  condition: { urlPattern: string };
  source: 'network';
}

/**
 * Requests the browser sends straight to the network, never through the worker: what it would only pass
 * through anyway (sign-in, incentives, forms, tracking, the web-vitals beacons). Besides the wasted start
 * of the worker, such a request reaching the outgoing worker while 'Reload' swaps it for a new version
 * restarts it, and Chromium then holds the new version back for up to five minutes (one beacon at the
 * tap on 'Reload' did it; a burst of beacons held it in 2 runs of 4).
 */
export function networkRoutes(): NetworkRoute[] {
  const paths = [...NEVER_CACHED_PREFIXES.filter((p) => p !== '/sw.js'), WEB_VITALS_PATH];
  return paths.flatMap((path) => [path, `${path}/*`]).map((urlPattern) => ({ condition: { urlPattern }, source: 'network' as const }));
}
