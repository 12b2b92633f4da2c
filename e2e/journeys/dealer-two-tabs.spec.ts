import { expect, test } from '@playwright/test';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';
import { countRefreshCalls, spoilStoredSession, storedTokens } from '../support/dealer-session';

const S = '/ignite/sales';
const ROUNDS = 10;

/**
 * Seen before the fix: two tabs reloaded together with an expired access token raced for the refresh token;
 * the loser got 401 and both tabs went to the login page (2 of 9 tries). Ten rounds in a row must all stay
 * signed in: the lock lets one tab refresh, and the API answers a second use of the same refresh token within
 * seconds with the same new pair. A 22% failure would pass all ten 8% of the time; the lock and the API's
 * second use have unit tests of their own.
 */
test('two tabs reloaded together with an expired access token stay signed in, 10 times in a row', async ({ page, context }) => {
  test.setTimeout(ROUNDS * 20_000);
  const dealer = new DealerDashboardPage(page);
  const refreshes = countRefreshCalls(context);
  await dealer.signInAs('demo.sales2', 'Sales#2026', 'Taylor');
  const other = new DealerDashboardPage(await context.newPage());
  let total = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    await test.step(`round ${round}: both tabs reload at once`, async () => {
      await spoilStoredSession(page, 'expired');
      refreshes.reset();
      await Promise.all([page.goto(`${S}/dashboard`), other.page.goto(`${S}/learning`)]);
      await dealer.expectDashboard('Taylor');
      await expect(other.heading('Learning')).toBeVisible();
      await Promise.all([page.waitForLoadState('networkidle'), other.page.waitForLoadState('networkidle')]);
      await expect(page).toHaveURL(`${S}/dashboard`);
      await expect(other.page).toHaveURL(`${S}/learning`);
      const stored = await storedTokens(page);
      expect(stored.loggedIn, 'signed in after the round').toBe(true);
      expect(await storedTokens(other.page)).toEqual(stored);
      expect(refreshes.count(), 'refresh calls of both tabs').toBeLessThanOrEqual(2);
      total += refreshes.count();
    });
  }
  test.info().annotations.push({ type: 'refresh calls', description: `${total} in ${ROUNDS} rounds` });
});

/**
 * Seen before the fix: with the browser's clock 16 minutes ahead, two tabs sent about 45 refresh calls in 14
 * seconds (each new token looked expired at once by the browser's clock). Expiry is now judged by the
 * server's time (the token's iat against when it arrived): at most one refresh per tab for the stale token.
 */
test('with the browser clock 16 minutes fast, two tabs refresh at most once each', async ({ page, context }) => {
  const dealer = new DealerDashboardPage(page);
  const refreshes = countRefreshCalls(context);
  await dealer.signInAs('demo.sales2', 'Sales#2026', 'Taylor');
  const other = new DealerDashboardPage(await context.newPage());
  await context.clock.install({ time: Date.now() + 16 * 60_000 });
  await context.clock.resume();
  refreshes.reset();
  await Promise.all([page.goto(`${S}/dashboard`), other.page.goto(`${S}/learning`)]);
  await dealer.expectDashboard('Taylor');
  await expect(other.heading('Learning')).toBeVisible();
  // A storm shows within seconds (45 calls were counted in 14 s): both tabs' clocks run those 14 s a second at
  // a time, firing every timer due in each. After each second, the refresh calls sent are answered and both
  // tabs read the same stored tokens. Run in one jump, the second's grace for the other tab's new tokens to
  // reach it passed before they could arrive, and the waiting tab spent the old refresh token again.
  for (let second = 0; second < 14; second += 1) {
    await Promise.all([page.clock.runFor(1000), other.page.clock.runFor(1000)]);
    await expect.poll(() => refreshes.inFlight(), { message: 'refresh calls still unanswered' }).toBe(0);
    await expect.poll(async () => (await storedTokens(page)).refreshToken === (await storedTokens(other.page)).refreshToken,
      { message: 'both tabs reading the same stored tokens' }).toBe(true);
  }
  expect(refreshes.count(), 'refresh calls of both tabs in 14 s').toBeLessThanOrEqual(2);
  expect((await storedTokens(page)).loggedIn).toBe(true);
});
