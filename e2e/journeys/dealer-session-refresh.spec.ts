import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';
import { countRefreshCalls, spoilStoredSession, storedTokens } from '../support/dealer-session';

const S = '/ignite/sales';

/** A portal page and what shows once it has its data. */
const PAGES: Array<{ path: string; shows(dealer: DealerDashboardPage): Promise<void> }> = [
  {
    path: `${S}/dashboard`,
    shows: async (dealer) => {
      await dealer.expectDashboard('Sam');
      await dealer.pointTotal('Sales');
    },
  },
  {
    path: `${S}/incentives`,
    shows: async (dealer) => {
      await expect(dealer.heading('Incentives')).toBeVisible();
      await expect(dealer.region.getByRole('table', { name: 'Approved spiff lines' })).toBeVisible();
    },
  },
  {
    path: `${S}/learning`,
    shows: async (dealer) => {
      await expect(dealer.heading('Learning')).toBeVisible();
      await expect(dealer.region.getByRole('progressbar').first()).toBeVisible();
    },
  },
];

/** Signed in still: the page stayed, and the stored session holds a new access token. */
async function expectStillSignedIn(page: Page, path: string, staleToken: string | null) {
  await expect(page).toHaveURL(path);
  const after = await storedTokens(page);
  expect(after.loggedIn).toBe(true);
  expect(after.authToken).not.toBeNull();
  expect(after.authToken).not.toBe(staleToken);
}

/**
 * coming back after the 15-minute access token ran out (the refresh token still good)
 * keeps the dealer signed in; every start-up call waits for, or retries after, one refresh.
 */
test.describe('a dealer returning with a stale access token', () => {
  test('each portal page loads signed in, with exactly one refresh per load', async ({ page, context }) => {
    const dealer = new DealerDashboardPage(page);
    const refreshes = countRefreshCalls(context);
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    for (const { path, shows } of PAGES) {
      await test.step(`${path} after the access token expired`, async () => {
        await spoilStoredSession(page, 'expired');
        const stale = (await storedTokens(page)).authToken;
        refreshes.reset();
        await page.goto(path);
        await shows(dealer);
        await page.waitForLoadState('networkidle');
        await expectStillSignedIn(page, path, stale);
        expect(refreshes.count(), 'refresh calls for this load').toBe(1);
        await expectNoAxeViolations(page);
      });
    }
    await test.step('a reload with a token the API refuses before its exp: the 401s refresh once, then retry', async () => {
      await page.goto(`${S}/dashboard`);
      await PAGES[0].shows(dealer);
      await spoilStoredSession(page, 'refused');
      const stale = (await storedTokens(page)).authToken;
      refreshes.reset();
      await page.goto(`${S}/dashboard`);
      await PAGES[0].shows(dealer);
      await page.waitForLoadState('networkidle');
      await expectStillSignedIn(page, `${S}/dashboard`, stale);
      expect(refreshes.count(), 'refresh calls for this load').toBe(1);
    });
  });

  test('two tabs reloaded together spend the refresh token once between them', async ({ page, context }) => {
    const dealer = new DealerDashboardPage(page);
    const refreshes = countRefreshCalls(context);
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    const other = new DealerDashboardPage(await context.newPage());
    await spoilStoredSession(page, 'expired');
    refreshes.reset();
    await Promise.all([page.goto(`${S}/dashboard`), other.page.goto(`${S}/learning`)]);
    await PAGES[0].shows(dealer);
    await PAGES[2].shows(other);
    await Promise.all([page.waitForLoadState('networkidle'), other.page.waitForLoadState('networkidle')]);
    expect(refreshes.count(), 'refresh calls of both tabs').toBe(1);
    expect((await storedTokens(page)).loggedIn).toBe(true);
    expect(await storedTokens(other.page)).toEqual(await storedTokens(page));
  });

  test('with the refresh token no longer good either, the dealer lands on the login page', async ({ page, context }) => {
    const dealer = new DealerDashboardPage(page);
    const refreshes = countRefreshCalls(context);
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    await spoilStoredSession(page, 'expired', 'a-refresh-token-the-api-never-issued');
    refreshes.reset();
    await page.goto(`${S}/incentives`);
    await expect(dealer.heading('Dealer Login')).toBeVisible();
    await expect(page).toHaveURL(`${S}/login?redirectTo=${encodeURIComponent(`${S}/incentives`)}`);
    expect(refreshes.count()).toBe(1);
    expect(await storedTokens(page)).toEqual({ authToken: null, refreshToken: null, loggedIn: false });
    await expectNoAxeViolations(page);
  });
});
