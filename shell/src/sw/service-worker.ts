/// <reference lib="webworker" />
/**
 * The service worker served at /sw.js, built by Workbox's InjectManifest from this file.
 * caching-rules.ts decides what each request gets; this file wires those rules to Workbox.
 *
 * It does not claim the page that registered it: that page finishes with the network it started
 * with, and every later page load goes through the worker.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, Strategy, type StrategyHandler } from 'workbox-strategies';
import {
  answerFromFloorplans, appShellFromOfflineDocument, CACHE_BUSTING_PARAM, CACHES, cachingRuleFor, catalogQueryCacheKey,
  floorplanDocKey, floorplanDocsOf, floorplanOfPage, heldStylesheetsOf, isSkipWaitingMessage, networkRoutes, OFFLINE_DOCUMENT_URL, referenceOfFloorplanDocKey,
  requestedFloorplans, seededFloorplanDocsOf, type CachingRule, type FloorplanDoc, type NetworkRoute,
} from './caching-rules';
import { seedOfPageHtml } from '@rv/shared-lib/resource-seed';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };
/** The install event with the browser's static routing (Chromium 123 and later; absent elsewhere). */
type RoutingInstallEvent = ExtendableEvent & { addRoutes?(routes: NetworkRoute[]): Promise<void> };

// What the worker would only pass through goes straight to the network, without starting it (see networkRoutes).
self.addEventListener('install', (event: RoutingInstallEvent) => {
  if (event.addRoutes) event.waitUntil(event.addRoutes(networkRoutes()).catch(() => undefined));
});

const ruleOf = (request: Request): CachingRule =>
  cachingRuleFor({
    url: request.url,
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    hasAuthorization: request.headers.has('Authorization'),
    origin: self.location.origin,
  });
const when = (rule: CachingRule) => ({ request }: { request: Request }) => ruleOf(request) === rule;
const ok = () => new CacheableResponsePlugin({ statuses: [200] });

// The shell's own files and the offline page, versioned by this build: a new shell means a new /sw.js,
// which waits until the visitor accepts 'A new version is available'.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [CACHE_BUSTING_PARAM, /^utm_/, /^fbclid$/], cleanURLs: false });
cleanupOutdatedCaches();

// ---- the floorplans a visitor has opened, kept one document per model year for offline pages ----
const floorplanExpiration = new CacheExpiration(CACHES.floorplans.name, { maxEntries: CACHES.floorplans.maxEntries, maxAgeSeconds: CACHES.floorplans.maxAgeSeconds });

async function rememberFloorplans(docs: readonly FloorplanDoc[]): Promise<void> {
  if (!docs.length) return;
  const cache = await caches.open(CACHES.floorplans.name);
  for (const doc of docs) {
    const key = floorplanDocKey(self.location.origin, doc);
    await cache.put(key, new Response(JSON.stringify(doc), { headers: { 'Content-Type': 'application/json' } }));
    await floorplanExpiration.updateTimestamp(key);
  }
  await floorplanExpiration.expireEntries();
}

async function rememberedFloorplans(referenceIds: readonly string[]): Promise<FloorplanDoc[]> {
  const cache = await caches.open(CACHES.floorplans.name);
  const keys = (await cache.keys()).filter((key) => referenceIds.includes(referenceOfFloorplanDocKey(key.url) ?? ''));
  const docs = await Promise.all(keys.map(async (key) => (await cache.match(key))?.json() as Promise<FloorplanDoc> | undefined));
  return docs.filter((doc): doc is FloorplanDoc => Boolean(doc));
}

/**
 * Catalogue searches are POSTs: network first, cached under a GET key made from the body. Offline, a
 * search by referenceId that was never sent as such (the recently viewed list after another visit)
 * is answered from the floorplans remembered above.
 */
class CatalogQueryNetworkFirst extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const body = await request.clone().text();
    const key = catalogQueryCacheKey(request.url, body);
    try {
      const response = await handler.fetch(request);
      if (response.ok) {
        await handler.cachePut(key, response.clone());
        // Floorplans asked for by referenceId (a floorplan page, the recently viewed list), not every listing card.
        if (requestedFloorplans(body)) handler.waitUntil(response.clone().json().then((answer: unknown) => rememberFloorplans(floorplanDocsOf(answer)), () => undefined));
      }
      return response;
    } catch (error) {
      const cached = await handler.cacheMatch(key);
      if (cached) return cached;
      const asked = requestedFloorplans(body);
      const answer = asked && answerFromFloorplans(asked.referenceIds, asked.size, await rememberedFloorplans(asked.referenceIds));
      if (answer?.docs.length) return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
      throw error;
    }
  }
}

// ---- pages: network first; offline, the cached page, a remembered floorplan, or the offline page ----
const pages = new NetworkFirst({
  cacheName: CACHES.pages.name,
  plugins: [ok(), new ExpirationPlugin({ maxEntries: CACHES.pages.maxEntries, purgeOnQuotaError: true })],
});

async function offlinePageFor(request: Request): Promise<Response> {
  const offline = await matchPrecache(OFFLINE_DOCUMENT_URL);
  if (!offline) return Response.error();
  const floorplan = floorplanOfPage(new URL(request.url).pathname);
  if (floorplan && (await rememberedFloorplans([floorplan])).length) {
    return new Response(appShellFromOfflineDocument(await offline.text()), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  return offline;
}

const assetExpiration = new CacheExpiration(CACHES.assets.name, { maxEntries: CACHES.assets.maxEntries, maxAgeSeconds: CACHES.assets.maxAgeSeconds });

/** Keeps the stylesheets a drawn page holds, which a page drawn by the browser offline will ask for. */
async function keepHeldStylesheets(html: string): Promise<void> {
  const cache = await caches.open(CACHES.assets.name);
  for (const url of heldStylesheetsOf(html)) {
    if (await cache.match(url)) continue;
    const answer = await fetch(url).catch(() => null);
    if (!answer?.ok) continue;
    await cache.put(url, answer);
    await assetExpiration.updateTimestamp(url);
  }
  await assetExpiration.expireEntries();
}

/** What a drawn page holds that later offline pages need: its stylesheets, and a floorplan page's floorplan. */
async function keepWhatThePageHolds(page: Response, pathname: string): Promise<void> {
  if (!page.ok || !(page.headers.get('Content-Type') ?? '').includes('text/html')) return;
  const html = await page.text();
  const floorplan = floorplanOfPage(pathname);
  if (floorplan) await rememberFloorplans(seededFloorplanDocsOf(seedOfPageHtml(html), floorplan));
  await keepHeldStylesheets(html);
}

registerRoute(when('page'), async (options: RouteHandlerCallbackOptions) => {
  try {
    const page = await pages.handle(options);
    (options.event as ExtendableEvent | undefined)?.waitUntil(keepWhatThePageHolds(page.clone(), options.url.pathname).catch(() => undefined));
    return page;
  } catch {
    return offlinePageFor(options.request as Request);
  }
});

// ---- web parts: entries always from the network when it answers, hashed files from the cache ----
registerRoute(when('entry'), new NetworkFirst({
  cacheName: CACHES.entries.name,
  plugins: [ok(), new ExpirationPlugin({ maxEntries: CACHES.entries.maxEntries, purgeOnQuotaError: true })],
}));

registerRoute(when('static-asset'), new CacheFirst({
  cacheName: CACHES.assets.name,
  plugins: [ok(), new ExpirationPlugin({ maxEntries: CACHES.assets.maxEntries, maxAgeSeconds: CACHES.assets.maxAgeSeconds, purgeOnQuotaError: true })],
}));

// ---- catalogue and content data: network first, so a change the studio publishes is never shown stale
// while online (the API's own caches follow its revision notice); the kept answer serves offline ----
registerRoute(when('api-read'), new NetworkFirst({
  cacheName: CACHES.api.name,
  plugins: [ok(), new ExpirationPlugin({ maxEntries: CACHES.api.maxEntries, maxAgeSeconds: CACHES.api.maxAgeSeconds, purgeOnQuotaError: true })],
}));

registerRoute(when('catalog-query'), new CatalogQueryNetworkFirst({
  cacheName: CACHES.queries.name,
  plugins: [new ExpirationPlugin({ maxEntries: CACHES.queries.maxEntries, maxAgeSeconds: CACHES.queries.maxAgeSeconds, purgeOnQuotaError: true })],
}), 'POST');

// ---- updates: the new worker waits until the page's 'Reload' button asks it to take over ----
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});
