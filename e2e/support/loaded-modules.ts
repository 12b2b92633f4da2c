import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const root = path.resolve(__dirname, '..', '..');

/** The dist file a script URL is served from: /static/* is the shell's dist, /remotes/<part>/* a remote's. */
export function distFileOf(url: string): string | null {
  const { pathname } = new URL(url);
  const shell = /^\/static\/(.+\.js)$/.exec(pathname);
  if (shell) return path.join(root, 'shell', 'dist', shell[1]);
  const remote = /^\/remotes\/(mfe-[a-z]+)\/(.+\.js)$/.exec(pathname);
  if (remote) return path.join(root, remote[1], 'dist', remote[2]);
  return null;
}

/** The shared package sources a built script contains (`shared-lib/<path under src>`, `domain/...`, `ui-kit/...`), read from its source map. */
export function sharedLibSources(distFile: string): string[] {
  const map = `${distFile}.map`;
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.flatMap((source) => {
    const match = /(shared-lib|domain|ui-kit)\/src\/(.+)$/.exec(source);
    return match ? [`${match[1]}/${match[2]}`] : [];
  });
}

/** Records every script a page downloads (for the whole life of the page, across client-side navigations). */
export function recordScripts(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() === 200) urls.add(response.url());
  });
  return urls;
}

/** Counts the script requests a page has made that have not yet finished (or failed). */
export function pendingScripts(page: Page): () => number {
  const pending = new Set<unknown>();
  page.on('request', (request) => { if (request.resourceType() === 'script') pending.add(request); });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/**
 * Which loaded scripts contain each shared-lib source. A source in two scripts runs twice in the page
 * (two instances of a store, the event bus or a cache), which the split into shared entries must never allow.
 */
export function sharedLibSourcesByScript(urls: Iterable<string>): Map<string, string[]> {
  const scriptsOf = new Map<string, string[]>();
  for (const url of urls) {
    const file = distFileOf(url);
    if (!file) continue;
    for (const source of new Set(sharedLibSources(file))) {
      scriptsOf.set(source, [...(scriptsOf.get(source) ?? []), new URL(url).pathname]);
    }
  }
  return scriptsOf;
}
