import { expect, test, type Browser } from '@playwright/test';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';
import { FIRST_LOAD_JS_BUDGET_KB, measureFirstLoadJs, type FirstLoad, type PageType } from '../support/first-load';
import { waitForBrowserTakeover } from '../support/shell.page';

const PAGES: Array<{ type: PageType; path: string }> = [
  { type: 'home', path: '/' },
  { type: 'floorplan list', path: '/product/montana/fifth-wheels/floorplans' },
  { type: 'model detail', path: '/product/alpine/fifth-wheels/floorplans/308RL' },
  { type: 'blog article', path: '/keystone-life/boondocking-101' },
  { type: 'owner article', path: '/owners/generator-will-not-start' },
];

/** A fresh context (empty HTTP cache) with the returning-visitor state, or a signed-in dealer's storage. */
async function firstVisit(browser: Browser, storageState?: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>) {
  return browser.newContext(storageState ? { storageState } : {});
}

/** Printed on every run (and kept in the report), so a page's growth is seen before it meets its budget. */
function report(type: PageType, { kb, files, sampledAfterLoad }: FirstLoad) {
  const sampled = sampledAfterLoad.map((f) => `; sampled after load: ${new URL(f.url).pathname} ${f.kb.toFixed(1)}`).join('');
  const description = `${type}: ${kb.toFixed(1)} KB gzip (budget ${FIRST_LOAD_JS_BUDGET_KB[type]}); ${files.slice(0, 6).map((f) => `${new URL(f.url).pathname} ${f.kb.toFixed(1)}`).join(', ')}${sampled}`;
  test.info().annotations.push({ type: 'first-load JavaScript', description });
  console.log(`first-load JavaScript, ${description}`);
  // The Web Vitals reporter is left out of the sum only because it waits for the load event.
  for (const file of sampledAfterLoad) expect(file.afterLoadEvent, `${new URL(file.url).pathname} asked for after the load event`).toBe(true);
}

/** JavaScript on first load stays within each page type's published budget (byte sizes are stable; timings are in bench:web). */
test.describe('first-load JavaScript per page type', () => {
  for (const { type, path } of PAGES) {
    test(`${type} (${path})`, async ({ browser }) => {
      const context = await firstVisit(browser);
      const page = await context.newPage();
      const load = await measureFirstLoadJs(page, path, async () => {
        await expect(page.locator('main [id^="rv-region-"] :is(h1, h2)').first()).toBeVisible();
        await waitForBrowserTakeover(page);
      });
      report(type, load);
      const { kb, files } = load;
      // Nothing the route does not need: the forms remote (the pop-up) is not part of a first load.
      expect(files.filter((f) => f.url.includes('/remotes/mfe-forms/')), 'forms remote on first load').toEqual([]);
      expect(kb, `${type}: first-load JavaScript in KB of gzip`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB[type]);
      await context.close();
    });
  }

  test('dealer dashboard, signed in (/ignite/sales/dashboard)', async ({ browser }) => {
    const signIn = await browser.newContext();
    const dealer = new DealerDashboardPage(await signIn.newPage());
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    const session = await signIn.storageState();
    await signIn.close();

    const context = await firstVisit(browser, session);
    const page = await context.newPage();
    const load = await measureFirstLoadJs(page, '/ignite/sales/dashboard', async () => {
      await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
    });
    report('dealer dashboard', load);
    const { kb } = load;
    expect(kb, 'dealer dashboard: first-load JavaScript in KB of gzip').toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB['dealer dashboard']);
    await context.close();
  });
});
