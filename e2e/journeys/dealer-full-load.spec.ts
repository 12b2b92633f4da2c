import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';
import { watchEverShown } from '../support/ever-shown';

const S = '/ignite/sales';
const notificationsCall = /\/api\/mambo\/v1\/keystonerv_production\/users\/[^/]+\/notifications$/;

/**
 * A signed-in full load of a portal page (dealer spec: screens and routes, the server rule's 301 to the
 * splash; states and transitions, a signed-in user on the splash goes to redirectTo): the page asked for
 * is the first the portal draws, and its data is asked for once.
 */
test('a signed-in full load of the dashboard draws the dashboard, never the splash, and asks its notifications once', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
  const splashDrawn = await watchEverShown(page, '#dealer-splash-title');
  await test.step('the server sends the load through the splash; the dashboard is what shows', async () => {
    const response = await page.goto(`${S}/dashboard`);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/ignite\/sales\/dashboard$/);
    await dealer.expectDashboard('Sam');
    await expect(page).toHaveURL(`${S}/dashboard`);
    await expect(page).toHaveTitle('Dashboard');
  });
  await test.step('the notifications card and the navigation marker share one answer', async () => {
    await expect(dealer.card(/^Notifications/)).toBeVisible();
    await expect(dealer.card(/^Notifications/).getByRole('status')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // This document's own requests (the sign-in page's dashboard may still have been asking as it left).
    const asked = await page.evaluate((source) => performance.getEntriesByType('resource').filter((e) => new RegExp(source).test(e.name)).length, notificationsCall.source);
    expect(asked).toBe(1);
    expect(await splashDrawn()).toBe(false);
    await expectNoAxeViolations(page);
  });
  await test.step('the page asked for with its query goes on as it was asked', async () => {
    await page.goto(`${S}/incentives?spiffTestData=true`);
    await expect(dealer.region.getByText('Showing sample data (spiffTestData).')).toBeVisible();
    await expect(page).toHaveURL(`${S}/incentives?spiffTestData=true`);
    expect(await splashDrawn()).toBe(false);
  });
});
