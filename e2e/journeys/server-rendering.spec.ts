import { expect, test, type Locator, type Page } from '@playwright/test';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';
import { watchEverShown } from '../support/ever-shown';
import { DRAWN_PAGE_PHONE as PHONE, holdShellStart, recordShellStart, shellStartedAt } from '../support/shell-start';
import { NOT_YET_HYDRATED } from '../support/shell.page';

/**
 * every consumer page arrives with its layout drawn (masthead, regions, consent banner), the
 * browser's first render takes it over without moving anything, and no page is wider than a phone.
 */

const KEY_PAGES = ['/', '/product/montana/fifth-wheels/floorplans', '/product/alpine/fifth-wheels/floorplans/308RL', '/keystone-life/boondocking-101', '/owners/generator-will-not-start'];

async function boxesOf(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null;
    };
    return { header: box('header'), logo: box('header a[href="/"]'), banner: box('section[aria-labelledby="rv-consent-title"]') };
  });
}

test.describe('the layout drawn by the server', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('is in the page before any JavaScript runs, none of it inert, and says forms need JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/keystone-life/boondocking-101');
    await expect(page.locator('header').getByText('Shop RVs')).toBeVisible();
    await expect(page.getByText('Cookies on this site')).toBeVisible();
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.getByText(/forms .* need JavaScript/)).toBeVisible();
    await context.close();
  });

  test('is taken over by the browser in place: nothing moves, one masthead, and the controls work', async ({ browser }) => {
    // As drawn, before the shell's script runs (with JavaScript off a notice about forms sits above it).
    const still = await browser.newContext(PHONE);
    const drawn = await still.newPage();
    await holdShellStart(drawn);
    await drawn.goto('/keystone-life/boondocking-101', { waitUntil: 'domcontentloaded' });
    const before = await boxesOf(drawn);
    await still.close();

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto('/keystone-life/boondocking-101');
    await expect(page.locator('main [id^="rv-region-"] h1')).toBeVisible();
    await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
    await expect(page.locator('header')).toHaveCount(1);
    expect(await boxesOf(page)).toEqual(before);
    await page.getByRole('button', { name: 'Necessary cookies only' }).click();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeHidden();
    await context.close();
  });

  test('leaves the banner out for a visitor who has chosen', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'rv_cookie_consent', value: encodeURIComponent(JSON.stringify({ cookiesAccepted: true, all: false })), url: test.info().project.use.baseURL as string }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('header h1')).toHaveText('Keystone RV');
    await expect(page.getByText('Cookies on this site')).toHaveCount(0);
    await context.close();
  });
});

test('the image a drawn page fetches first is preloaded ahead of the scripts', async ({ request }) => {
  const html = await (await request.get('/product/alpine/fifth-wheels/floorplans/308RL')).text();
  // The model page opens on the door-side exterior drawn from the floorplan's specifications.
  const image = html.indexOf('<link rel="preload" as="image" href="/api/media/elevation/AP-308RL-2026/side-right.svg');
  expect(image, 'the door-side exterior is preloaded').toBeGreaterThan(0);
  expect(image).toBeLessThan(html.indexOf('<link rel="preload" as="script"'));
});

test.describe('each key page drawn by the server', () => {
  test.use(PHONE);
  for (const path of KEY_PAGES) {
    test(`${path} arrives with its content, and the browser takes it over without moving it`, async ({ browser }) => {
      const still = await browser.newContext({ ...PHONE, javaScriptEnabled: false, storageState: 'e2e/support/returning-visitor.state.json' });
      const drawn = await still.newPage();
      await drawn.goto(path);
      const heading = drawn.locator('main [id^="rv-region-"][data-server-rendered] :is(h1, h2)').first();
      await expect(heading).toBeVisible();
      const serverHeading = await heading.textContent();
      await still.close();

      const context = await browser.newContext({ ...PHONE, storageState: 'e2e/support/returning-visitor.state.json' });
      await context.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main [id^="rv-region-"] :is(h1, h2)').first()).toHaveText(serverHeading ?? '');
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts, `${path}: layout shift while the browser took over`).toBeLessThanOrEqual(0.05);
      await context.close();
    });
  }
});

test.describe('the shell of a drawn page', () => {
  test.use(PHONE);
  for (const path of KEY_PAGES) {
    test(`${path}: starts only once the drawn page, and its hero image, are on the screen`, async ({ page }) => {
      // When start-after-paint.js adds main.js's script element, against when the first contentful
      // paint and the hero image's largest paint were presented (their entries' times).
      await recordShellStart(page);
      await page.goto(path);
      await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
      const times = await page.evaluate(async () => {
        const lcp = await new Promise<Array<PerformanceEntry & { element: Element | null }>>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries() as Array<PerformanceEntry & { element: Element | null }>)).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const hero = document.querySelector('img[fetchpriority="high"]');
        return {
          firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          heroPaint: lcp.find((entry) => hero !== null && entry.element === hero)?.startTime,
        };
      });
      const startedAt = await shellStartedAt(page);
      expect(startedAt, 'main.js was started').toBeDefined();
      expect(times.firstContentfulPaint, 'the page was painted').toBeDefined();
      expect(startedAt!).toBeGreaterThanOrEqual(times.firstContentfulPaint!);
      if (times.heroPaint !== undefined) expect(startedAt!).toBeGreaterThanOrEqual(times.heroPaint);
    });
  }
});

test('a page with nothing drawn (the dealer sign-in of a visitor who has chosen cookies) starts its shell after the first frame, not on the 1 s timer', async ({ page }) => {
  await recordShellStart(page);
  const html = await (await page.request.get('/ignite/sales/login')).text();
  expect(html, 'the returning visitor is shown no consent banner, so the server drew nothing').toContain('<div id="root"></div>');
  await page.goto('/ignite/sales/login');
  await expect(page.getByRole('heading', { name: 'Dealer Login' })).toBeVisible();
  const parsedAt = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive);
  const startedAt = await shellStartedAt(page);
  expect(startedAt, 'main.js was started').toBeDefined();
  expect(startedAt! - parsedAt).toBeLessThan(500);
});

test.describe('the stylesheets of a drawn page', () => {
  test.use(PHONE);
  for (const path of KEY_PAGES) {
    test(`${path}: the browser does not load a second time the rules the drawn page's stylesheets hold`, async ({ browser }) => {
      const context = await browser.newContext({ ...PHONE, storageState: 'e2e/support/returning-visitor.state.json' });
      const page = await context.newPage();
      const loaded: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') loaded.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // The server marks the browser build's stylesheets its own hold (webpack.preset.js ServerAssetsPlugin).
      const held = await page.locator('head style[data-href]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-href') ?? ''));
      expect(held.length, 'the layout and the page each hold some of the browser build\'s stylesheets').toBeGreaterThan(1);
      expect(loaded.filter((url) => held.includes(url.slice(url.lastIndexOf('/') + 1)))).toEqual([]);
      await context.close();
    });
  }
});

test.describe('the browser hydrates what the server drew', () => {
  test.use(PHONE);
  for (const path of KEY_PAGES) {
    test(`${path}: the masthead and the page are the same elements after the take-over, and they match`, async ({ browser }) => {
      const context = await browser.newContext({ ...PHONE, storageState: 'e2e/support/returning-visitor.state.json' });
      const page = await context.newPage();
      // The shell's script waits until the drawn elements are tagged; adopted elements keep the tag.
      const { release, warnings } = await holdShellStart(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => {
        const mark = (element: Element | null) => element && ((element as unknown as { drawn: boolean }).drawn = true);
        mark(document.querySelector('header'));
        mark(document.querySelector('main [id^="rv-region-"][data-server-rendered] :is(h1, h2)'));
      });
      release();
      await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const adopted = await page.evaluate(() => {
        const drawn = (selector: string) => (document.querySelector(selector) as unknown as { drawn?: boolean } | null)?.drawn === true;
        return { masthead: drawn('header'), page: drawn('main [id^="rv-region-"] :is(h1, h2)') };
      });
      expect(adopted, `${path}: elements React adopted`).toEqual({ masthead: true, page: true });
      expect(warnings).toEqual([]);
      // The ids the browser works with are the drawn ones (useId follows the tree, so the same tree on
      // both sides): every control and label, including those rendered after a scroll, points at an element.
      await page.mouse.wheel(0, 1200);
      await page.waitForFunction(() => window.scrollY > 0);
      // What the scroll revealed renders in the frames after it.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const dangling = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-controls], [aria-labelledby], label[for]')].flatMap((element) =>
          ['aria-controls', 'aria-labelledby', 'for']
            .flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean))
            .filter((id) => !document.getElementById(id))
            .map((id) => `${element.tagName.toLowerCase()} -> #${id}`),
        ),
      );
      expect(dangling, `${path}: references to missing elements`).toEqual([]);
      await page.mouse.wheel(0, -1200);
      // Adopted elements work: the masthead's menu opens and closes.
      const toggle = page.locator('header').getByRole('button', { name: 'Open menu' });
      await toggle.click();
      await expect(page.locator('header').getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await page.locator('header').getByRole('button', { name: 'Close menu' }).click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await context.close();
    });
  }
});

test.describe('static parts stay the drawn HTML', () => {
  test.use(PHONE);
  test('a floorplan card keeps its drawn picture, title and figures; its tools and links still work', async ({ page }) => {
    const hydrated = (selector: string) => page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    await page.goto('/product/montana/fifth-wheels/floorplans');
    await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('article').first();
    // The price as drawn: dollars, or TBD for a floorplan without a price yet.
    await expect(card.locator('dd').first()).toHaveText(/^(\$[\d,]+\*?|TBD)$/);
    expect(await hydrated('article dd'), 'a figure in a card is hydrated').toBe(false);
    expect(await hydrated('article button'), 'a card tool is not live').toBe(true);
    await card.getByRole('checkbox', { name: /Compare/ }).check();
    await expect(card.getByRole('checkbox', { name: /Compare/ })).toBeChecked();
    // The title link inside kept HTML moves within the site: the page is not loaded again.
    await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
    const title = (await card.getByRole('heading').textContent())!.replace(/\s*\d{4}$/, '').trim();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // Drawn in the browser after a move within the site, the same parts are rendered as usual.
    const features = page.locator('section[aria-labelledby="catalog-features-title"] li');
    await expect(features.first()).toBeVisible();
    expect(await hydrated('section[aria-labelledby="catalog-features-title"] li')).toBe(true);
    // Loaded from the server, the model's feature lists are kept as drawn.
    await page.goto('/product/alpine/fifth-wheels/floorplans/308RL');
    await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(features.first()).toBeVisible();
    expect(await hydrated('section[aria-labelledby="catalog-features-title"] li')).toBe(false);
  });

  test('content blocks keep their drawn text and card grids', async ({ page }) => {
    const hydrated = (selector: string) => page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    await page.goto('/keystone-life/boondocking-101');
    await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[class*="prose"] p').first()).toBeVisible();
    expect(await hydrated('[class*="prose"] p'), 'a text block paragraph is hydrated').toBe(false);
    await page.goto('/');
    await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const card = page.locator('main ul[class*="grid"] > li').first();
    await expect(card).toBeVisible();
    expect(await hydrated('main ul[class*="grid"] > li'), 'a callout card is hydrated').toBe(false);
  });

  test('regions below the fold are live once near view; a card far below answers its first tap', async ({ page }) => {
    const live = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    await page.goto('/product/alpine/fifth-wheels/floorplans/308RL');
    await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const rail = page.getByRole('region', { name: 'Recommended Floorplans' });
    const lastCard = rail.getByRole('article').last();
    const zoom = lastCard.getByRole('button', { name: /^Zoom/ });
    expect(await live(zoom), 'a recommended card far below is live at start').toBe(false);
    // Scrolled near, the card becomes live by itself.
    await lastCard.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expect.poll(() => live(zoom)).toBe(true);

    // On the list, the last card answers its first tap (made live by scrolling near or by the tap itself).
    await page.goto('/product/montana/fifth-wheels/floorplans');
    await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const last = page.getByRole('main').getByRole('article').last();
    expect(await live(last.getByRole('checkbox', { name: /Compare/ })), 'the last card of the list is live at start').toBe(false);
    await last.getByRole('checkbox', { name: /Compare/ }).check();
    await expect(last.getByRole('checkbox', { name: /Compare/ })).toBeChecked();
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);
  for (const path of KEY_PAGES) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main [id^="rv-region-"] :is(h1, h2)').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth, layout: window.innerWidth }));
      expect(widths.page, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.screen);
      expect(widths.layout).toBe(412);
    });
  }
  test('the signed-in dealer dashboard is no wider than the screen, with Sign out under More', async ({ page }) => {
    const dealer = new DealerDashboardPage(page);
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth, layout: window.innerWidth }));
    expect(widths.page, 'the dashboard scrolls sideways').toBeLessThanOrEqual(widths.screen);
    expect(widths.layout).toBe(412);
    await page.getByRole('navigation').getByRole('button', { name: /^More/ }).click();
    const signOut = (await page.getByRole('button', { name: 'Sign out' }).boundingBox())!;
    expect(signOut.x + signOut.width).toBeLessThanOrEqual(412);
  });
});

test.describe('a page whose code loads apart (a lazy page), drawn by the server', () => {
  test.use(PHONE);
  for (const path of ['/innovations', '/glossary']) {
    test(`${path} arrives as the page, never its loading status, and the browser adopts it`, async ({ page }) => {
      const loadingSeen = await watchEverShown(page, '[id^="rv-region-"] .rv-page-loading');
      const { release, warnings } = await holdShellStart(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const heading = page.locator('main [id^="rv-region-"][data-server-rendered] h1');
      await expect(heading).toBeVisible();
      await heading.evaluate((element) => { (element as unknown as { drawn: boolean }).drawn = true; });
      release();
      await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await heading.evaluate((element) => (element as unknown as { drawn?: boolean }).drawn === true), 'the drawn heading was adopted').toBe(true);
      expect(await loadingSeen(), 'a loading status showed in place of the page').toBe(false);
      expect(warnings).toEqual([]);
    });
  }
});
