/**
 * Data the server rendered a page with, handed to the browser so its first render matches the HTML
 * (the page's first content comes as HTML). On the server, a render first *collects* the
 * resources its components ask for (`collectResources`), the server loads them, then renders again
 * with them seeded (`withSeededResources`); the page carries them in script#rv-seed, which the
 * browser reads (`seedResourcesFromDocument`) before its first render. useResource starts from a
 * seeded value and does not fetch it again.
 */

export type ResourceSeed = Record<string, unknown>;

const SEED_ELEMENT_ID = 'rv-seed';

let seeded = new Map<string, unknown>();
let collector: Map<string, () => Promise<unknown>> | null = null;

/** The seeded value for a key, if there is one (`found` tells an undefined value from none). */
export function seededResource(key: string): { found: boolean; value: unknown } {
  return seeded.has(key) ? { found: true, value: seeded.get(key) } : { found: false, value: undefined };
}

/**
 * A 4xx the server met loading a resource is seeded under this prefix and its key, as the error itself
 * (axios-shaped: `isAxiosError` and `response.status`, or `notFound`), so the page's checks read it as
 * they read the original (spa/server-render.ts failureSeedEntry).
 */
export const FAILURE_PREFIX = '!failed ';

/** Called by useResource during a render: on the server, records what the page needs. */
export function noteResourceRequest(key: string, fetcher: () => Promise<unknown>): void {
  if (collector && !collector.has(key)) collector.set(key, fetcher);
}

export function seedResources(values: ResourceSeed): void {
  for (const [key, value] of Object.entries(values)) seeded.set(key, value);
}

/** Test seam and server reset: forgets every seeded value. */
export function clearSeededResources(): void {
  seeded = new Map();
}

/**
 * Runs `render` (synchronous, e.g. renderToString) while recording the resources it asks for that are
 * not seeded yet, and returns their fetchers by key.
 */
export function collectResources(render: () => void): Map<string, () => Promise<unknown>> {
  const found = new Map<string, () => Promise<unknown>>();
  collector = found;
  try {
    render();
  } finally {
    collector = null;
  }
  return found;
}

/** Runs a synchronous render with exactly these values seeded, then forgets them (one page per render). */
export function withSeededResources<T>(values: ResourceSeed, render: () => T): T {
  const previous = seeded;
  seeded = new Map(Object.entries(values));
  try {
    return render();
  } finally {
    seeded = previous;
  }
}

/**
 * Whether a value survives the page's JSON unchanged (plain objects, arrays, strings, finite numbers,
 * booleans, null). Anything else (a Map, a Date, a class instance) cannot be seeded: the server draws
 * that part loading, as the browser will until it has fetched it.
 */
export function isSeedable(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isSeedable);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value as Record<string, unknown>).every((item) => item === undefined || isSeedable(item));
}

/** A JSON <script> element for a page; `<` is escaped so data cannot close the element. */
export function jsonScriptElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/** The script#rv-seed the server puts in a page it rendered. */
export function resourceSeedScript(values: ResourceSeed): string {
  return jsonScriptElement(SEED_ELEMENT_ID, values);
}

/**
 * The seed a page's HTML text carries, for code that has the page but no document (the service
 * worker); a page without one, or with a broken one, carries none.
 */
export function seedOfPageHtml(html: string): ResourceSeed {
  const start = `<script id="${SEED_ELEMENT_ID}" type="application/json">`;
  const from = html.indexOf(start);
  if (from < 0) return {};
  // jsonScriptElement escapes '<', so the element's own end tag is the first one after its start.
  const to = html.indexOf('</script>', from + start.length);
  if (to < 0) return {};
  try {
    const values = JSON.parse(html.slice(from + start.length, to)) as unknown;
    return values && typeof values === 'object' && !Array.isArray(values) ? (values as ResourceSeed) : {};
  } catch {
    return {};
  }
}

/** Reads script#rv-seed into the seed; a missing or broken element seeds nothing (the page fetches as usual). */
export function seedResourcesFromDocument(doc: Document = document): void {
  const text = doc.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const values = JSON.parse(text) as unknown;
    if (values && typeof values === 'object' && !Array.isArray(values)) seedResources(values as ResourceSeed);
  } catch {
    // A broken seed only costs the fetches it would have saved.
  }
}
