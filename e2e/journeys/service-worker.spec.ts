import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { FLOORPLANS_VIEWED_COOKIE, readViewedFloorplans } from '@rv/domain/catalog';
import { expectNoAxeViolations } from '../support/axe';
import { copyWebParts, freePort, startServer } from '../support/deployed-site';
import { ShellPage, waitForBrowserTakeover } from '../support/shell.page';

/**
 * the service worker at /sw.js. This journey deploys changed web parts, so it runs its own
 * server on a second port over a temporary copy of every dist/ (WEB_ROOT): the shared dist/ folders
 * other journeys use are never touched.
 */
/**
 * A new build of one remote, as a deploy puts it: the chunk holding `text` changes (so its content hash
 * and file name change), the entry and manifest point at the new name, and the old file is gone.
 */
function deployRemoteChange(webRoot: string, remote: string, text: string, replacement: string): void {
  const dist = path.join(webRoot, remote, 'dist');
  const chunk = fs.readdirSync(dist).find((name) => /\.[0-9a-f]{10}\.js$/.test(name) && fs.readFileSync(path.join(dist, name), 'utf8').includes(text));
  if (!chunk) throw new Error(`No chunk of ${remote} contains "${text}".`);
  const oldHash = /\.([0-9a-f]{10})\.js$/.exec(chunk)![1];
  const newHash = randomBytes(5).toString('hex');
  const source = fs.readFileSync(path.join(dist, chunk), 'utf8');
  fs.writeFileSync(path.join(dist, chunk.replace(oldHash, newHash)), source.split(text).join(replacement));
  fs.rmSync(path.join(dist, chunk));
  for (const name of fs.readdirSync(dist)) {
    const file = path.join(dist, name);
    // dist/server/ is the remote's build for server rendering, not served to browsers.
    if (!fs.statSync(file).isFile()) continue;
    const content = fs.readFileSync(file, 'utf8');
    if (content.includes(oldHash)) fs.writeFileSync(file, content.split(oldHash).join(newHash));
  }
}

/** A new shell build changes /sw.js: here the precache revision of main.js, as a rebuilt main.js would. */
function deployShellChange(webRoot: string): void {
  const file = path.join(webRoot, 'shell', 'dist', 'service-worker', 'sw.js');
  const source = fs.readFileSync(file, 'utf8');
  const changed = source.replace(/(['"]revision['"]:\s*['"])[0-9a-f]+(['"],\s*['"]url['"]:\s*['"]\/static\/main\.js['"])/, `$1${randomBytes(16).toString('hex')}$2`);
  if (changed === source) throw new Error('The main.js precache entry was not found in sw.js.');
  fs.writeFileSync(file, changed);
}

/** Resolves once this page's service worker registration has an activated worker. */
async function serviceWorkerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state === 'activated') return;
    await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
  });
}

test.describe('service worker', () => {
  test.describe.configure({ timeout: 300_000 });
  let webRoot: string;
  let server: ChildProcess | null = null;
  let origin: string;
  let context: BrowserContext;
  /** A returning visitor's browser on the test server, its service workers allowed. */
  const visitorContext = (browser: Browser) => browser.newContext({
    baseURL: origin,
    serviceWorkers: 'allow',
    storageState: path.join(__dirname, '..', 'support', 'returning-visitor.state.json'),
  });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    webRoot = copyWebParts('rv-sw-web-');
    const port = await freePort();
    server = await startServer(webRoot, port, 'rv-sw-db-');
    origin = `http://127.0.0.1:${port}`;
    context = await visitorContext(browser);
  });

  test.afterAll(async () => {
    await context?.close();
    server?.kill('SIGTERM');
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  test('browsed floorplans open offline, other pages show the offline page, and a remote deployed meanwhile is picked up', async () => {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    const shell = new ShellPage(page);
    const catalog = page.locator('#rv-region-mfe-catalog');
    const floorplans: Array<{ href: string; name: string }> = [];

    await test.step('the first visit registers /sw.js after the page has loaded', async () => {
      await page.goto('/product/montana/fifth-wheels/floorplans');
      await expect(catalog.getByRole('article').first()).toBeVisible();
      await serviceWorkerActivated(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toBe(`${origin}/sw.js`);
    });

    await test.step('Chromium finds the site installable from its web app manifest', async () => {
      const cdp = await context.newCDPSession(page);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(`${origin}/manifest.webmanifest`);
      expect(errors).toEqual([]);
      // Playwright's contexts are incognito, which Chromium never installs from; nothing else may be missing.
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
      await cdp.detach();
    });

    await test.step('pick three floorplans from the listing', async () => {
      const links = catalog.getByRole('article').getByRole('link').filter({ hasNotText: /^Build/ });
      for (let i = 0; floorplans.length < 3; i += 1) {
        const href = (await links.nth(i).getAttribute('href'))!;
        if (/\/floorplans\/[^/]+$/.test(href) && !floorplans.some((f) => f.href === href)) floorplans.push({ href, name: (await links.nth(i).textContent())!.trim() });
      }
    });

    await test.step('visit three floorplans: page loads, but the second opened inside the listing', async () => {
      for (const [index, plan] of floorplans.entries()) {
        if (index !== 1) await page.goto(plan.href);
        else {
          // Opened from the listing the browser has taken over: no page load, so no saved copy of its page.
          await page.goto('/product/montana/fifth-wheels/floorplans');
          await waitForBrowserTakeover(page);
          await catalog.getByRole('article').getByRole('link', { name: plan.name, exact: true }).first().click();
          await expect(page).toHaveURL(`${origin}${plan.href}`);
        }
        await expect(catalog.getByRole('heading', { level: 1 })).toContainText(plan.name);
        await expect(catalog.getByRole('heading', { name: 'Specifications' })).toBeVisible();
        await expect(catalog.getByRole('region', { name: 'Recommended Floorplans' })).toBeVisible();
        // The page is drawn by the server before the browser takes it over and records the visit (a cookie):
        // the next visit waits for that record, as a shopper's next tap would come after it on any real device.
        await expect.poll(async () => readViewedFloorplans((await context.cookies()).filter((c) => c.name === FLOORPLANS_VIEWED_COOKIE).map((c) => `${c.name}=${c.value}`).join('; ')).length).toBeGreaterThanOrEqual(index + 1);
      }
      await expect(catalog.getByRole('region', { name: 'Recently Viewed Floorplans' }).getByRole('article')).toHaveCount(2);
    });

    const recentlyViewed = catalog.getByRole('region', { name: 'Recently Viewed Floorplans' });
    async function expectRecentlyViewed(names: string[]): Promise<void> {
      await expect(recentlyViewed.getByRole('article')).toHaveCount(names.length);
      for (const name of names) await expect(recentlyViewed).toContainText(name);
    }

    await test.step('offline, a browsed floorplan opens with its specs and its recently viewed list', async () => {
      await context.setOffline(true);
      const [first, second, third] = floorplans;
      await page.goto(first.href);
      await expect(catalog.getByRole('heading', { level: 1 })).toContainText(first.name);
      await expect(catalog.getByRole('region', { name: 'Specifications' }).locator('dt').first()).toBeVisible();
      // This list was never asked for online: it comes from the remembered floorplans. The third was only
      // ever a page drawn by the server; the second was opened inside the page.
      await expectRecentlyViewed([third.name, second.name]);
      await shell.expectMastheadNavigation();
      await expectNoAxeViolations(page);
    });

    await test.step('offline, a floorplan opened inside the page (never loaded as a page) opens too', async () => {
      const [first, second, third] = floorplans;
      await page.goto(second.href);
      await expect(catalog.getByRole('heading', { level: 1 })).toContainText(second.name);
      await expect(catalog.getByRole('region', { name: 'Specifications' }).locator('dt').first()).toBeVisible();
      await expectRecentlyViewed([third.name, first.name]);
    });

    await test.step('offline, a page never opened shows the offline page inside the layout with a retry', async () => {
      await page.goto('/owners');
      await expect(shell.main.getByRole('heading', { level: 1 })).toHaveText('You are offline');
      await expect(shell.main.getByRole('button', { name: 'Try again' })).toBeVisible();
      await shell.expectMastheadNavigation();
      await expect(page).toHaveTitle(/^You are offline/);
      await expectNoAxeViolations(page);
      await shell.main.getByRole('button', { name: 'Try again' }).click();
      await expect(shell.main.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    });

    await test.step('a remote deployed while offline is picked up on the next navigation, with no chunk error', async () => {
      deployRemoteChange(webRoot, 'mfe-catalog', 'Recommended Floorplans', 'Recommended For You');
      await context.setOffline(false);
      pageErrors.length = 0;
      await page.goto(floorplans[0].href);
      await expect(catalog.getByRole('heading', { level: 1 })).toContainText(floorplans[0].name);
      await expect(catalog.getByRole('region', { name: 'Recommended For You' })).toBeVisible();
      await expect(catalog.getByRole('region', { name: 'Recommended Floorplans' })).toHaveCount(0);
      await expect(page.getByText('could not be loaded')).toHaveCount(0);
      expect(pageErrors.filter((e) => /chunk|loading/i.test(e))).toEqual([]);
    });
  });

  // Its own context, never taken offline, so the update starts from one worker that has served every load.
  test('after a shell deploy the site offers the new version, and Reload activates it', async ({ browser }) => {
    const fresh = await visitorContext(browser);
    try {
      const page = await fresh.newPage();
      const plan = '/product/montana/fifth-wheels/floorplans';
      await page.goto(plan);
      await serviceWorkerActivated(page);
      // The next load is the first the worker controls.
      await page.goto(plan);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      deployShellChange(webRoot);
      await page.reload();
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(page);
      const before = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state);
      expect(before).toBe('installed');
      // The page's beacons go on as Reload is tapped (web vitals report at the first tap): one reaching the
      // outgoing worker as it stops restarted it, and Chromium held the new version back for five minutes.
      await page.evaluate(() => {
        const until = Date.now() + 3000;
        const beat = () => {
          navigator.sendBeacon('/api/web-vitals', new Blob([JSON.stringify({ name: 'CLS', value: 0, pageType: 'list' })], { type: 'application/json' }));
          if (Date.now() < until) setTimeout(beat, 5);
        };
        beat();
      });
      await test.step('Reload, and the page loads again', () => Promise.all([
        page.waitForEvent('load', { timeout: 30_000 }), prompt.getByRole('button', { name: 'Reload' }).click(),
      ]));
      await test.step('the reloaded list is drawn', () => expect(page.locator('#rv-region-mfe-catalog').getByRole('article').first()).toBeVisible());
      const after = await test.step('the new worker controls the page, none waiting', () => page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controlled: Boolean(navigator.serviceWorker.controller) };
      }));
      expect(after).toEqual({ waiting: null, controlled: true });
      await expect(page.getByText('A new version is available')).toHaveCount(0);
    } finally {
      await fresh.close();
    }
  });
});
