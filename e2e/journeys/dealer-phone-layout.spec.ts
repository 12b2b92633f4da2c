import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';
import { expectNoSidewaysScroll, expectTouchTarget } from '../support/page-fit';

const S = '/ignite/sales';
const PHONES = [{ width: 320, height: 640 }, { width: 390, height: 844 }];
/**
 * Every page is walked at 320 px, the narrowest phone; at 390 px only the pages with the bottom bar's
 * layouts and the widest content (dashboard, My Team) are walked again: the rest would repeat the 320 px
 * walk (66 s each).
 */
const WALKED_AT_EVERY_WIDTH = new Set(['dashboard and its leaderboard', 'My Team and a member']);
/** Every place of the portal's navigation a manager with spiffs has (dealer spec: screens and routes, layout, roles). */
const DESTINATIONS = ['Dashboard', 'My Products', 'Learning', 'Incentives', 'My Team', 'Search'];

/** Waits until the portal page has no loading line left (its cards, tables and forms are in). */
async function settled(dealer: DealerDashboardPage) {
  await expect(dealer.region.getByRole('status').filter({ hasText: /^Loading\b/ })).toHaveCount(0);
  await expect(dealer.region.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opened, settled: then the page must fit the phone and pass axe. Axe runs on the narrowest phone only: the
 * same pages at 390 px would repeat it (the bottom bar's own check runs axe at every width).
 */
async function expectFitsAndAccessible(dealer: DealerDashboardPage, pageName: string) {
  await settled(dealer);
  await expectNoSidewaysScroll(dealer.page, pageName);
  if (dealer.page.viewportSize()!.width === PHONES[0].width) await expectNoAxeViolations(dealer.page);
}

/**
 * The bottom bar shows every destination: each in the bar or under More, each a 44 px target inside
 * the window, none behind a sideways scroll of the bar; the current page is marked.
 */
async function expectEveryDestination(page: Page, nav: Locator, current: string) {
  const viewport = page.viewportSize()!;
  const bar = await nav.boundingBox();
  expect(bar && Math.round(bar.y + bar.height), 'the navigation sits at the bottom of the window').toBe(viewport.height);
  const hiddenScroll = await nav.evaluate((root) => [root, ...root.querySelectorAll('*')]
    .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
    .map((el) => `${el.tagName.toLowerCase()}.${el.className}`));
  expect(hiddenScroll, 'nothing in the bottom bar scrolls sideways').toEqual([]);

  const more = nav.getByRole('button', { name: /^More\b/ });
  await expectTouchTarget(more, 'More');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const inBar: string[] = [];
  for (const name of DESTINATIONS) {
    if (await nav.getByRole('link', { name, exact: true }).isVisible()) inBar.push(name);
  }
  expect(inBar.length, 'most destinations are in the bar itself').toBeGreaterThanOrEqual(4);
  for (const name of inBar) await expectTouchTarget(nav.getByRole('link', { name, exact: true }), `${name} in the bar`);

  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  for (const name of DESTINATIONS.filter((d) => !inBar.includes(d))) {
    await expectTouchTarget(nav.getByRole('link', { name, exact: true }), `${name} under More`);
  }
  await expectTouchTarget(nav.getByRole('button', { name: 'Sign out' }), 'Sign out under More');
  await expect(nav.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeHidden();
}

/** The leaderboard's pager buttons look and behave like the portal's buttons: bordered, greyed when disabled, a focus ring. */
async function expectPagerButtons(page: Page, board: Locator) {
  await board.getByLabel('Compare with').selectOption({ label: 'National' });
  await expect(board.getByText(/^Page 1 of ([2-9]|\d\d+)$/)).toBeVisible();
  const previous = board.getByRole('button', { name: 'Previous' });
  const next = board.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expectTouchTarget(previous, 'Previous', { inWindow: false });
  await expectTouchTarget(next, 'Next', { inWindow: false });
  const look = (button: Locator) => button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { border: `${s.borderTopWidth} ${s.borderTopStyle}`, radius: s.borderTopLeftRadius, cursor: s.cursor, weight: s.fontWeight };
  });
  expect(await look(next)).toMatchObject({ border: '2px solid', radius: '6px', cursor: 'pointer', weight: '700' });
  expect(await look(previous)).toMatchObject({ border: '2px solid', cursor: 'not-allowed' });
  await next.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  expect(await next.evaluate((el) => { const s = getComputedStyle(el); return `${s.outlineWidth} ${s.outlineStyle}`; })).toBe('3px solid');
  await next.click();
  await expect(board.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(previous).toBeEnabled();
}

for (const viewport of PHONES) {
  test.describe(`the dealer portal on a ${viewport.width}x${viewport.height} phone`, () => {
    test.use({ viewport });

    test('the splash, login, registration and password reset fit without sideways scrolling', async ({ page }) => {
      const dealer = new DealerDashboardPage(page);
      await test.step('splash (signed out: on to the login)', async () => {
        await page.goto(`${S}/splash`);
        await expect(dealer.heading('Dealer Login')).toBeVisible();
        await expectFitsAndAccessible(dealer, 'The splash');
      });
      const entryPages: Array<[string, string, string]> = [
        ['The login page', `${S}/login`, 'Dealer Login'],
        ['The registration page', `${S}/login/register`, 'Register'],
        ['The password reset page', `${S}/login/reset-password`, 'Reset password'],
      ];
      for (const [name, path, heading] of entryPages) {
        await test.step(name, async () => {
          await page.goto(path);
          await expect(dealer.heading(heading)).toBeVisible();
          await expectFitsAndAccessible(dealer, name);
        });
      }
    });

    test('every portal page fits, and the bottom bar shows every destination', async ({ page }) => {
      test.setTimeout(240_000);
      const dealer = new DealerDashboardPage(page);
      const narrowest = viewport.width === PHONES[0].width;
      /** A step of the walk, run at 390 px too only when listed in WALKED_AT_EVERY_WIDTH. */
      const walk = (name: string, body: () => Promise<void>) => (narrowest || WALKED_AT_EVERY_WIDTH.has(name) ? test.step(name, body) : Promise.resolve());
      await test.step('sign in: the first-time welcome dialog fits too', async () => {
        await dealer.setWelcomeSeen(page.request, 'demo.manager', 'Manager#2026', false);
        await dealer.openLogin();
        await dealer.signIn('demo.manager', 'Manager#2026');
        await dealer.expectDashboard('Morgan');
        await expect(dealer.welcomeDialog()).toBeVisible();
        await expectNoSidewaysScroll(page, 'The welcome dialog');
        await expectNoAxeViolations(page);
        await dealer.closeWelcome();
      });

      await walk('dashboard and its leaderboard', async () => {
        await expect(dealer.card('Leaderboard').getByRole('table')).toBeVisible();
        await expectFitsAndAccessible(dealer, 'The dashboard');
        await expectEveryDestination(page, dealer.nav, 'Dashboard');
        await expectPagerButtons(page, dealer.card('Leaderboard'));
        await expectFitsAndAccessible(dealer, 'The dashboard, leaderboard page 2');
      });
      const brandLink = await dealer.card('Your brands').getByRole('link').first().getAttribute('href');

      await walk('the dealer home goes on to the dashboard', async () => {
        await page.goto(S);
        await dealer.expectDashboard('Morgan');
        await expectNoSidewaysScroll(page, 'The dealer home');
      });
      await walk('Dealer Tools (QUICK-NAV)', async () => {
        await dealer.region.getByRole('button', { name: 'Dealer Tools' }).click();
        const panel = page.getByRole('complementary', { name: 'QUICK-NAV' });
        await expect(panel).toBeVisible();
        await panel.getByLabel('Brand').selectOption({ index: 1 });
        await expect(panel.getByLabel('Type')).toBeEnabled();
        await expectFitsAndAccessible(dealer, 'Dealer Tools');
        await panel.getByRole('button', { name: 'Close Dealer Tools' }).click();
      });
      await walk('rewards: points, levels, achievements', async () => {
        await page.goto(`${S}/rewards`);
        await expect(dealer.heading('My Rewards')).toBeVisible();
        await expectFitsAndAccessible(dealer, 'My Rewards');
      });
      let courseHref = '';
      await walk('learning paths', async () => {
        await page.goto(`${S}/learning`);
        await expect(dealer.heading('Learning')).toBeVisible();
        await expect(dealer.region.getByRole('progressbar').first()).toBeVisible();
        await expectFitsAndAccessible(dealer, 'Learning');
        await expectEveryDestination(page, dealer.nav, 'Learning');
        courseHref = (await dealer.region.locator('a[href*="/learning/courses/"]').first().getAttribute('href')) ?? '';
        expect(courseHref).toMatch(/\/learning\/courses\/[^/]+$/);
      });
      await walk('a course', async () => {
        await page.goto(courseHref);
        await expect(dealer.region.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(dealer.region.getByRole('button', { name: /^(Next page|Submit answers)$/ }).first()).toBeVisible();
        await expectFitsAndAccessible(dealer, 'A course');
      });
      await walk('My Products', async () => {
        await page.goto(`${S}/product`);
        await expect(dealer.region.getByText('Select features and options to find your perfect RV.')).toBeVisible();
        await expectFitsAndAccessible(dealer, 'My Products');
        await expectEveryDestination(page, dealer.nav, 'My Products');
      });
      await walk("a product's floorplans", async () => {
        expect(brandLink).toMatch(/\/product\/[^/]+\/[^/]+\/floorplans$/);
        await page.goto(brandLink!);
        await expect(dealer.region.getByText(/^[1-9]\d* floorplans?( found)?$/).first()).toBeVisible();
        await expectFitsAndAccessible(dealer, "A product's floorplans");
      });
      let floorplanHref = '';
      await walk("a product's spec comparison: the wide table scrolls inside its own box", async () => {
        await page.goto(brandLink!.replace(/\/floorplans$/, '/specs'));
        await expect(dealer.region.getByRole('table', { name: /^Specifications of \d+ floorplans?$/ })).toBeVisible();
        await expectFitsAndAccessible(dealer, "A product's spec comparison");
        floorplanHref = (await dealer.region.getByRole('rowheader').first().getByRole('link').getAttribute('href')) ?? '';
        expect(floorplanHref).toMatch(/\/floorplans\/[^/]+$/);
      });
      await walk('a floorplan of My Products', async () => {
        await page.goto(floorplanHref);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectFitsAndAccessible(dealer, 'A floorplan of My Products');
      });
      await walk('search', async () => {
        await page.goto(`${S}/search?query=cougar`);
        await expect(dealer.heading('Search')).toBeVisible();
        await expect(dealer.region.getByRole('link', { name: /cougar/i }).first()).toBeVisible();
        await expectFitsAndAccessible(dealer, 'Search');
        await expectEveryDestination(page, dealer.nav, 'Search');
      });
      await walk('support', async () => {
        await page.goto(`${S}/support`);
        await expect(dealer.heading('Support')).toBeVisible();
        await expect(dealer.region.getByRole('button', { name: /submit|send/i })).toBeVisible();
        await expectFitsAndAccessible(dealer, 'Support');
      });
      await walk('incentives', async () => {
        await page.goto(`${S}/incentives`);
        await expect(dealer.heading('Incentives')).toBeVisible();
        await expect(dealer.region.getByRole('tab', { name: /^Approved \(\d+\)$/ })).toBeVisible();
        await expectFitsAndAccessible(dealer, 'Incentives');
        await expectEveryDestination(page, dealer.nav, 'Incentives');
      });
      await walk('My Team and a member', async () => {
        await page.goto(`${S}/my-team`);
        await expect(dealer.heading('My Team')).toBeVisible();
        await expect(dealer.region.getByRole('heading', { name: /^Team members \(\d+\)$/ })).toBeVisible();
        await expectFitsAndAccessible(dealer, 'My Team');
        await expectEveryDestination(page, dealer.nav, 'My Team');
        await dealer.region.getByRole('button', { name: 'Sam Sellers' }).click();
        await expect(dealer.card('Sam Sellers').getByRole('heading', { name: 'Activity' })).toBeVisible();
        await expectFitsAndAccessible(dealer, 'My Team with a member open');
      });
    });
  });
}

test('on a 1366x900 desktop the left navigation’s dark column runs the whole height of a long page', async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs('demo.manager', 'Manager#2026', 'Morgan');
  await expect(dealer.card('Leaderboard').getByRole('table')).toBeVisible();
  await settled(dealer);
  const column = await dealer.nav.boundingBox();
  expect(column).toMatchObject({ x: 0, y: 0, height: 900 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the dashboard is longer than two windows').toBeGreaterThan(1800);

  await test.step('scrolled to the end, the column still fills the window down to its bottom edge', async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const hit = await page.evaluate(() => document.elementFromPoint(100, window.innerHeight - 2)?.closest('nav')?.getAttribute('aria-label'));
    expect(hit).toBe('Dealer portal');
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  await test.step('a capture of the whole page shows the column dark from the top of the page to its bottom', async () => {
    const shot = await page.screenshot({ fullPage: true });
    const canvasPage = await context.newPage();
    const samples = await canvasPage.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const draw = canvas.getContext('2d')!;
      draw.drawImage(image, 0, 0);
      // Down the middle of the column (x 100 of 220), every 100 px and at the last row.
      const rows = [...Array.from({ length: Math.floor(image.height / 100) }, (_, i) => i * 100 + 50), image.height - 2];
      return rows.map((y) => {
        const [r, g, b] = draw.getImageData(100, y, 1, 1).data;
        return { y, light: Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b) };
      });
    }, shot.toString('base64'));
    await canvasPage.close();
    expect(samples.length).toBeGreaterThan(15);
    expect(samples.filter((s) => s.light > 60), 'rows of the full-page capture where the column is not dark').toEqual([]);
  });
});
