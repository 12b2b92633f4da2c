import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const SALES = { username: 'demo.sales', password: 'Sales#2026', firstName: 'Sam' };

/** The dashboard's first-time welcome modal (dealer spec: entities and fields; validation rules, FIRST_TIME_MODAL_DISPLAYED) through the composed site. */
test('the welcome modal shows on the first sign-in only: closed once, it stays away after a reload and the next sign-in', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  await test.step('an account that has not seen it signs in: the modal greets them over the dashboard', async () => {
    await dealer.setWelcomeSeen(page.request, SALES.username, SALES.password, false);
    await dealer.openLogin();
    await dealer.signIn(SALES.username, SALES.password);
    await dealer.expectDashboard(SALES.firstName);
    const dialog = dealer.welcomeDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Hello ${SALES.firstName}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Get started' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('close it: it is gone and the dashboard is usable', async () => {
    await dealer.closeWelcome();
    await expect(dealer.card('My points').getByRole('term').first()).toBeVisible();
  });
  await test.step('reload: the dashboard comes back without it', async () => {
    await page.reload();
    await dealer.expectDashboard(SALES.firstName);
    await expect(dealer.card('My points').getByRole('term').first()).toBeVisible();
    await expect(dealer.welcomeDialog()).toHaveCount(0);
  });
  await test.step('sign out and in again: the server remembers it was seen', async () => {
    await dealer.signOut();
    await dealer.signIn(SALES.username, SALES.password);
    await dealer.expectDashboard(SALES.firstName);
    await expect(dealer.card('My points').getByRole('term').first()).toBeVisible();
    await expect(dealer.welcomeDialog()).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
