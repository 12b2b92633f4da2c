import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { answerQuiz } from '../support/course-quiz';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const S = '/ignite/sales';
const leaderboardCall = /\/api\/mambo\/v1\/keystonerv_production\/users\/[^/]+\/leaderboard$/;

/** The portal through the composed site (dealer spec: screens and routes; validation rules); demo accounts of api/src/modules/auth/DEMO-ACCOUNTS.md. */
test.describe.serial('dealer dashboard, incentives, learning and My Team', () => {
  test('a salesperson: points and levels, claim a spiff, leaderboard time frame, learning', async ({ page }) => {
    const dealer = new DealerDashboardPage(page);
    let salesBefore = 0;
    let claimedAmount = 0;
    await test.step('sign in: the dashboard shows points, levels and learning progress', async () => {
      await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
      salesBefore = await dealer.pointTotal('Sales');
      await expect(dealer.card('My points').getByRole('term').filter({ hasText: /^(Units Sold|Courses Completed)$/ })).toHaveCount(0);
      await expect(dealer.card('My levels').getByRole('heading', { name: /^Sales level: / })).toBeVisible();
      await expect(dealer.card('My levels').getByRole('progressbar', { name: 'Learning level progress' })).toBeVisible();
      await expect(dealer.card('Learning progress').getByRole('progressbar').first()).toBeVisible();
      await expect(dealer.card('Leaderboard').getByText(/^My rank: #\d+|not ranked yet/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('switch the leaderboard to Year to Date', async () => {
      const board = dealer.card('Leaderboard');
      await expect(board.getByLabel('Time frame')).toHaveValue('month');
      const answer = page.waitForResponse((r) => leaderboardCall.test(r.url()) && r.request().postDataJSON()?.timeFrame === 'all');
      await board.getByLabel('Time frame').selectOption({ label: 'Year to Date' });
      expect((await answer).status()).toBe(200);
      await expect(board.getByRole('table', { name: /^Year to Date, My Dealership/ })).toBeVisible();
    });
    await test.step('claim an approved spiff: it leaves Approved for In Progress', async () => {
      await dealer.openIncentives();
      const approved = await dealer.tabCount('Approved');
      const inProgress = await dealer.tabCount('In Progress');
      const claim = dealer.region.getByRole('button', { name: /^Claim \$/ }).first();
      claimedAmount = Number((await claim.textContent())?.match(/\$([\d,]+)/)?.[1].replace(/,/g, ''));
      await claim.click();
      const dialog = page.getByRole('dialog', { name: 'Claim this spiff?' });
      await expect(dialog).toBeVisible();
      // the sale date as people read it, not the API's 2026-08-18.
      await expect(dialog.getByText(/^Claim \$/)).toHaveText(/ sold [A-Z][a-z]{2} \d{1,2}, \d{4}\?$/);
      await expectNoAxeViolations(page);
      // A claim carries its proof: a bill of sale, checked as every upload is.
      await dialog.getByLabel('Bill of sale (photo or PDF)').setInputFiles({ name: 'bill-of-sale.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') });
      await dialog.getByRole('button', { name: 'Confirm claim' }).click();
      await expect(dealer.region.getByText(/^Claimed \$/)).toBeVisible();
      await expect(dealer.region.getByRole('tab', { name: `Approved (${approved - 1})` })).toBeVisible();
      await dealer.region.getByRole('tab', { name: `In Progress (${inProgress + 1})` }).click();
      await expect(dealer.region.getByRole('table', { name: 'In Progress spiff lines' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('spiffTestData shows the built-in sample instead of the lines', async () => {
      await page.goto(`${S}/incentives?spiffTestData=true`);
      await expect(dealer.region.getByText('Showing sample data (spiffTestData).')).toBeVisible();
      await expect(dealer.region.getByRole('tab', { name: 'Approved (6)' })).toBeVisible();
      await expect(dealer.region.getByRole('table', { name: 'Approved spiff lines' }).getByRole('row')).toHaveCount(7);
    });
    await test.step('a claim earns no points until the maker pays it (points follow money)', async () => {
      await page.goto(`${S}/dashboard`);
      expect(await dealer.pointTotal('Sales'), `sales points after claiming $${claimedAmount}`).toBe(salesBefore);
    });
    await test.step('learning: paths sorted by name; passing a course quiz raises its path', async () => {
      await dealer.openLearning();
      const names = await dealer.region.getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      await expectNoAxeViolations(page);
      const path = dealer.region.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }).filter({ hasText: /\d+ of \d+ courses completed \((\d|[1-9]\d)%\)/ }).first();
      const pathName = (await path.getByRole('heading', { level: 2 }).textContent()) ?? '';
      const before = Number(await path.getByRole('progressbar').getAttribute('aria-valuenow'));
      await path.getByRole('listitem').filter({ hasNotText: 'Completed' }).getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${S}/learning/courses/[^/]+$`));
      const next = dealer.region.getByRole('button', { name: 'Next page' });
      await expect(next).toBeVisible();
      while (await next.isVisible()) await next.click();
      await expectNoAxeViolations(page);
      await answerQuiz(dealer.region, true);
      await expect(dealer.region.getByRole('status')).toContainText('learning points earned');
      await dealer.region.getByRole('button', { name: 'Back to learning paths' }).click();
      const bar = dealer.region.getByRole('progressbar', { name: `${pathName} progress` });
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    });
  });

  test('a manager opens My Team and a member’s activity', async ({ page }) => {
    const dealer = new DealerDashboardPage(page);
    await dealer.signInAs('demo.manager', 'Manager#2026', 'Morgan');
    await dealer.nav.getByRole('link', { name: 'My Team' }).click();
    await expect(dealer.heading('My Team')).toBeVisible();
    await expect(dealer.region.getByRole('heading', { name: /^Team members \(\d+\)$/ })).toBeVisible();
    // point totals with thousands separators ("Sales 1,200", never "Sales 1200").
    const points = await dealer.region.getByRole('row').locator('td:nth-child(5)').allTextContents();
    expect(points.length).toBeGreaterThan(0);
    expect(points.filter((text) => /\d{4}/.test(text))).toEqual([]);
    await expectNoAxeViolations(page);
    await dealer.region.getByRole('button', { name: 'Sam Sellers' }).click();
    const member = dealer.card('Sam Sellers');
    await expect(member.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect(member.getByRole('listitem').first()).toBeVisible();
    await expect(member.getByRole('listitem').filter({ hasText: /\b1 (Courses Completed|Units Sold)\b/ })).toHaveCount(0);
    // A paid spiff reads "Was paid a $1,200 spiff for an Alpine ...", never "$1200" or "a Alpine".
    const claims = await member.getByRole('listitem').filter({ hasText: /^Was paid a / }).allTextContents();
    expect(claims.length, 'the member has paid spiffs in the activity').toBeGreaterThan(0);
    expect(claims.filter((text) => /\$\d{4}|\ba [AEIOU]|\ban [^AEIOU\s]/.test(text))).toEqual([]);
    await expect(member.getByRole('term').filter({ hasText: 'Sales level' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a user whose dealership has spiffs off is sent from /incentives to the dashboard', async ({ page }) => {
    const dealer = new DealerDashboardPage(page);
    await dealer.signInAs('demo.nospiffs', 'NoSpiffs#2026', 'Nora');
    await page.goto(`${S}/incentives`);
    await dealer.expectDashboard('Nora');
    await expectNoAxeViolations(page);
  });
});

test.describe('a signed-in full load of the dashboard holds still (layout shift)', () => {
  const SCREENS = {
    phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    desktop: { viewport: { width: 1280, height: 800 } },
  };
  for (const [screen, device] of Object.entries(SCREENS)) {
    test(`on a ${screen}: through the splash to the dashboard, nothing on screen moves as the cards fill in`, async ({ browser }) => {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const dealer = new DealerDashboardPage(page);
      await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
      await context.addInitScript(() => {
        const w = window as unknown as { shifts: string[]; shiftTotal: number };
        w.shifts = [];
        w.shiftTotal = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
            if (entry.hadRecentInput) continue;
            w.shiftTotal += entry.value;
            w.shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((s) => (s.node as Element | undefined)?.textContent?.slice(0, 40) ?? '?').join(' | ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // A phone's pace (as Lighthouse's mobile preset): the cards fill in after the first paint, as they do there.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${S}/dashboard`);
      await dealer.expectDashboard('Sam');
      await dealer.pointTotal('Sales');
      await expect(dealer.card('My levels').getByRole('heading', { name: /^Sales level: / })).toBeVisible();
      await expect(dealer.card('My points').getByText(/^Reward shop balance:/)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { shiftTotal, shifts } = await page.evaluate(() => {
        const w = window as unknown as { shifts: string[]; shiftTotal: number };
        return { shiftTotal: w.shiftTotal, shifts: w.shifts };
      });
      expect(shiftTotal, `layout shifts: ${shifts.join('; ')}`).toBeLessThanOrEqual(0.01);
      await context.close();
    });
  }
});
