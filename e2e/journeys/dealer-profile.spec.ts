import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';
import { expectNoSidewaysScroll } from '../support/page-fit';

// demo.other is in no other journey, so renaming it changes nothing another journey expects.
const ACCOUNT = { username: 'demo.other', password: 'Other#2026', firstName: 'Oscar', lastName: 'Olsen' };
const SAVED = 'Your profile is saved.';

test('a dealer renames themselves on My Profile: the name stays after a reload and a new sign-in; a bad value gets the form\'s message', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs(ACCOUNT.username, ACCOUNT.password, ACCOUNT.firstName);
  await dealer.nav.getByRole('link', { name: 'My Profile' }).click();
  await expect(dealer.heading('My Profile')).toBeVisible();
  await expect(page).toHaveTitle('My Profile');
  const firstName = dealer.region.getByLabel('First Name');
  const save = dealer.region.getByRole('button', { name: 'Save' });
  await expect(firstName).toHaveValue(ACCOUNT.firstName);
  await expect(dealer.region.getByLabel('Last Name')).toHaveValue(ACCOUNT.lastName);

  await firstName.fill('  Oskar ');
  await save.click();
  await expect(dealer.region.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
  await expect(firstName).toHaveValue('Oskar');
  await expect(dealer.nav).toContainText('Oskar Olsen');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(dealer.heading('My Profile')).toBeVisible();
  await expect(firstName).toHaveValue('Oskar');

  // The same words the API's 400 gives for this value (account-form-parity tests of mfe-dealer and api).
  await firstName.fill('a'.repeat(101));
  await save.click();
  await expect(dealer.region.getByText('Max length for First Name is 100')).toBeVisible();
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(dealer.region.getByRole('status').filter({ hasText: SAVED })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The server kept the name: a fresh sign-in greets the new one.
  await dealer.signOut();
  await dealer.signIn(ACCOUNT.username, ACCOUNT.password);
  await dealer.expectDashboard('Oskar');
});

test('on a 320 px phone My Profile is under More and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const dealer = new DealerDashboardPage(page);
  // Only a refused change here, so the most used demo account keeps its name.
  await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
  await dealer.nav.getByRole('button', { name: /^More\b/ }).click();
  await dealer.nav.getByRole('link', { name: 'My Profile' }).click();
  await expect(dealer.heading('My Profile')).toBeVisible();
  await expect(dealer.region.getByLabel('Last Name')).toHaveValue('Sellers');
  await expectNoSidewaysScroll(page, 'My Profile at 320 px');
  await dealer.region.getByLabel('Last Name').fill('');
  await dealer.region.getByRole('button', { name: 'Save' }).click();
  await expect(dealer.region.getByText('Last Name is required')).toBeVisible();
  await expectNoSidewaysScroll(page, 'My Profile at 320 px with a field message');
  await expectNoAxeViolations(page);
});
