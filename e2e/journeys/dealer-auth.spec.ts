import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerPage } from '../support/dealer.page';

const S = '/ignite/sales';
const REGISTER = { username: 'demo.register', email: 'demo.register@dealers.example.com', firstName: 'Riley' };

/** Dealer spec (screens and routes; states and transitions; roles and permissions) through the composed site; demo accounts of api/src/modules/auth/DEMO-ACCOUNTS.md. */
test.describe.serial('dealer accounts and sessions', () => {
  test('register through the e-mailed link, stay signed in on reload, sign out', async ({ page, request }) => {
    const dealer = new DealerPage(page);
    const since = new Date(Date.now() - 1000);
    await test.step('ask for a registration link', async () => {
      await dealer.requestLink('register', REGISTER.username);
      await expectNoAxeViolations(page);
    });
    await test.step('open the link from the mailbox and choose a password', async () => {
      const link = await dealer.linkFromMailbox(request, REGISTER.email, /registration/i, since);
      expect(link).toMatch(new RegExp(`^${S}/login/register\\?token=`));
      await page.goto(link);
      await expect(dealer.heading('Register')).toBeVisible();
      await expectNoAxeViolations(page);
      await dealer.setPassword(REGISTER.username, 'Register#2026', 'Register');
      await dealer.expectDashboard(REGISTER.firstName);
      // A newly registered user meets the first-time welcome modal once (dealer-welcome.spec.ts covers it).
      await dealer.closeWelcome();
      await expect(dealer.nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
    });
    await test.step('reload: the server sends the page through the splash and the session holds', async () => {
      await page.reload();
      await dealer.expectDashboard(REGISTER.firstName);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('krv') ?? '{}').state?.loggedIn)).toBe(true);
    });
    await test.step('sign out', async () => {
      await dealer.signOut();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('krv') ?? '{}').state?.authToken)).toBeNull();
      await expectNoAxeViolations(page);
    });
  });

  test('a deep link opened while signed out lands there after signing in', async ({ page }) => {
    const dealer = new DealerPage(page);
    const response = await page.goto(`${S}/my-team`);
    expect(response?.request().redirectedFrom()?.url()).toContain(`${S}/my-team`);
    await expect(page).toHaveURL(`${S}/login?redirectTo=${encodeURIComponent(`${S}/my-team`)}`);
    await dealer.signIn('demo.manager', 'Manager#2026');
    await expect(page).toHaveURL(`${S}/my-team`);
    await expect(dealer.heading('My Team')).toBeVisible();
    await expect(dealer.nav.getByRole('link', { name: 'My Team' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dealer.signOut();
  });

  test('a salesperson cannot open My Team, and a failed sign-in says why', async ({ page }) => {
    const dealer = new DealerPage(page);
    await dealer.setWelcomeSeen(page.request, 'demo.sales', 'Sales#2026', true);
    await dealer.openLogin();
    await dealer.signIn('demo.sales', 'wrong-password');
    await expect(dealer.region.getByRole('alert')).toHaveText('Invalid username or password.');
    await expectNoAxeViolations(page);
    await dealer.region.getByLabel('Password').fill('Sales#2026');
    await dealer.region.getByRole('button', { name: 'Sign in' }).click();
    await dealer.expectDashboard('Sam');
    await expect(dealer.nav.getByRole('link', { name: 'My Team' })).toHaveCount(0);
    await page.goto(`${S}/my-team`);
    await expect(dealer.heading(/only available to dealership managers/)).toBeVisible();
    await expectNoAxeViolations(page);
    await test.step('My Products shows the catalogue in dealer mode, with no Build button', async () => {
      await page.goto(`${S}/dashboard`);
      await dealer.nav.getByRole('link', { name: 'My Products' }).click();
      await expect(page).toHaveURL(`${S}/product`);
      await expect(dealer.region.getByText('My Products', { exact: true }).first()).toBeVisible();
      await expect(dealer.region.locator('a[href*="/product/"]').first()).toBeVisible();
      await expect(dealer.region.getByRole('link', { name: /^Build/ })).toHaveCount(0);
    });
    await dealer.signOut();
  });

  test('reset a password through the e-mailed link, then sign in with it', async ({ page, request }) => {
    const dealer = new DealerPage(page);
    const since = new Date(Date.now() - 1000);
    await test.step('ask for a reset link', async () => {
      await dealer.requestLink('reset-password', REGISTER.username);
      await expect(dealer.heading('Reset password')).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('open the link and choose a new password: that signs the user in', async () => {
      const link = await dealer.linkFromMailbox(request, REGISTER.email, /reset/i, since);
      expect(link).toMatch(new RegExp(`^${S}/login/reset-password\\?token=`));
      await page.goto(link);
      await expectNoAxeViolations(page);
      await dealer.setPassword(REGISTER.username, 'Changed#2026', 'Reset password');
      await dealer.expectDashboard(REGISTER.firstName);
    });
    await test.step('the link works once, and the new password signs in', async () => {
      await dealer.signOut();
      await dealer.signIn(REGISTER.username, 'Changed#2026');
      await dealer.expectDashboard(REGISTER.firstName);
      await dealer.signOut();
    });
  });

  test('spiffs switched off: Incentives is disabled and the spiff path goes to the dashboard; Dealer Tools QUICK-NAV', async ({ page }) => {
    const dealer = new DealerPage(page);
    await dealer.openLogin();
    await dealer.signIn('demo.nospiffs', 'NoSpiffs#2026');
    await expect(dealer.nav.getByText('Incentives')).toHaveAttribute('aria-disabled', 'true');
    await page.goto(`${S}/incentives`);
    await expect(page).toHaveURL(`${S}/dashboard`);
    await test.step('the slide-out picks brand, type and floorplan of the dealer\'s brands', async () => {
      await dealer.region.getByRole('button', { name: 'Dealer Tools' }).click();
      const panel = dealer.region.getByRole('complementary', { name: 'QUICK-NAV' });
      const brand = panel.getByLabel('Brand');
      const first = await brand.locator('option').nth(1).getAttribute('value');
      await brand.selectOption(first!);
      await expect(panel.getByLabel('Type')).toBeEnabled();
      const type = await panel.getByLabel('Type').locator('option').nth(1).getAttribute('value');
      await panel.getByLabel('Type').selectOption(type!);
      await expect(panel.getByRole('link', { name: /View floorplans/ })).toHaveAttribute('target', '_blank');
      await expect(dealer.region.getByLabel('Location').locator('option').first()).toHaveText('Please select location');
      await expectNoAxeViolations(page);
    });
    await dealer.signOut();
  });
});
