import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * JavaScript on first load, KB of gzip, per page type: the published budgets, and what CI holds each page to.
 * Every run prints each page's size (budgets.spec.ts), so growth is seen long before a budget is met.
 */
export const FIRST_LOAD_JS_BUDGET_KB = {
  home: 170,
  'floorplan list': 220,
  'model detail': 220,
  'blog article': 170,
  'owner article': 170,
  'dealer dashboard': 220,
} as const;

export type PageType = keyof typeof FIRST_LOAD_JS_BUDGET_KB;


/**
 * The Web Vitals reporter: a chunk loaded for one page load in ten, once the page has loaded and the
 * browser is idle (shell/src/vitals). It is no part of what a visitor waits for, so it is reported apart.
 */
const SAMPLED_AFTER_LOAD = /\/web-vitals\.[0-9a-f]+\.js$/;

export interface FirstLoad {
  kb: number;
  files: Array<{ url: string; kb: number }>;
  /** Scripts loaded after the load event for a sample of visits only (the Web Vitals reporter). */
  sampledAfterLoad: Array<{ url: string; kb: number; afterLoadEvent: boolean }>;
}

/**
 * Opens `path` in a page with an empty HTTP cache and sums the gzip size (level 9, as the server
 * precompresses) of every script the page downloads until it is ready (`ready`: for a drawn page, until
 * the browser has taken every drawn part over, which is when its last lazy part has arrived) and the
 * network has then been idle: its first load. The sampled Web Vitals reporter is listed apart.
 */
export async function measureFirstLoadJs(page: Page, path: string, ready: () => Promise<void>): Promise<FirstLoad> {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    scripts.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  // The scripts the page asked for once its load event had begun, by the browser's own timings.
  const afterLoad = new Set(await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadStart = navigation?.loadEventStart || Infinity;
    return performance.getEntriesByType('resource').filter((entry) => entry.startTime >= loadStart).map((entry) => entry.name);
  }));
  const all = await Promise.all([...scripts].map(async ([url, size]) => ({ url, kb: (await size) / 1024, afterLoadEvent: afterLoad.has(url) })));
  const files = all.filter((file) => !SAMPLED_AFTER_LOAD.test(new URL(file.url).pathname)).map(({ url, kb }) => ({ url, kb }));
  const sampledAfterLoad = all.filter((file) => SAMPLED_AFTER_LOAD.test(new URL(file.url).pathname));
  return { kb: files.reduce((sum, file) => sum + file.kb, 0), files: files.sort((a, b) => b.kb - a.kb), sampledAfterLoad };
}
