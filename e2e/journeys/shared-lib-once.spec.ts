import { expect, test, type Page } from '@playwright/test';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';
import { pendingScripts, recordScripts, sharedLibSourcesByScript } from '../support/loaded-modules';

/**
 * shared-lib is shared as a core entry and one entry per domain, each a singleton (webpack.preset.js), as
 * are the UI kit and the domain package's shared entries:
 * a page loads only the entries it uses, and each shared-lib module must still run once in the page,
 * whichever remote's build provides it (one event bus, one copy of each store and cache). Read from the
 * dists' source maps: every shared-lib source is in at most one of the scripts a visit downloads.
 */

/** Waits until the page's region shows a heading, the document has loaded and no script request is in flight. */
async function settle(page: Page, pending: () => number) {
  await expect(page.locator('main [id^="rv-region-"] :is(h1, h2)').first()).toBeVisible();
  await page.waitForFunction(() => document.readyState === 'complete');
  await expect.poll(pending, { timeout: 15_000, message: 'script requests still in flight' }).toBe(0);
}

/** Client-side navigation, as the shell's links do it (single-spa reroutes on pushState). */
async function navigate(page: Page, pending: () => number, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await settle(page, pending);
}

function expectOneCopyOfEach(scripts: Set<string>, mustInclude: string[]) {
  const byScript = sharedLibSourcesByScript(scripts);
  const twice = [...byScript].filter(([, files]) => files.length > 1).map(([source, files]) => `${source}: ${files.join(', ')}`);
  expect(twice, 'shared-lib modules bundled into more than one loaded script').toEqual([]);
  // Not vacuous: the visit did load these entries (read from the same source maps).
  expect(mustInclude.filter((source) => !byScript.has(source)), 'shared-lib sources the visit should have loaded').toEqual([]);
}

test('a visit across every consumer remote runs each shared-lib module once', async ({ page }) => {
  test.setTimeout(120_000);
  const scripts = recordScripts(page);
  const pending = pendingScripts(page);
  await page.goto('/');
  await settle(page, pending);
  for (const path of [
    '/product/montana/fifth-wheels/floorplans',
    '/product/alpine/fifth-wheels/floorplans/308RL',
    '/build-my-rv',
    '/get-matched',
    '/product-advisor',
    '/owners/generator-will-not-start',
    '/keystone-life/boondocking-101',
    '/search?query=awning',
    '/find-a-dealer',
  ]) {
    await navigate(page, pending, path);
  }
  expectOneCopyOfEach(scripts, [
    'shared-lib/events/event-bus.ts', 'shared-lib/stores/site.store.ts', 'shared-lib/api/http-client.ts', 'shared-lib/catalog/compare.store.ts',
    'domain/brands.ts', 'domain/format/numbers.ts', 'domain/towing/tow-match.ts', 'domain/catalog/filter-state.ts',
    'domain/build/build-rules.ts', 'domain/owners/layout-rules.ts', 'domain/search/search-rules.ts', 'domain/forms/field-rules.ts',
    'ui-kit/button.tsx', 'ui-kit/page-state.tsx', 'ui-kit/accordion.tsx',
  ]);
});

test('a signed-in dealer visit runs each shared-lib module once', async ({ page }) => {
  test.setTimeout(120_000);
  const scripts = recordScripts(page);
  const pending = pendingScripts(page);
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
  await settle(page, pending);
  await navigate(page, pending, '/ignite/sales/incentives');
  expectOneCopyOfEach(scripts, ['shared-lib/events/event-bus.ts', 'shared-lib/stores/auth.store.ts', 'domain/dealer/points.ts', 'domain/dealer/program-lines.ts', 'ui-kit/modal.tsx']);
});
