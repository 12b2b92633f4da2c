import type { Page } from '@playwright/test';
import { staffCode, staffPassword, type DemoStaffName } from '../../api/test/staff-second-factor';

/**
 * Signs a demo staff member in on a page's staff sign-in form, both steps: username and password, then
 * the authenticator app's code, computed by the one helper the API tests use too.
 */
export async function signInStaffOnPage(page: Page, username: DemoStaffName): Promise<void> {
  await page.getByLabel('Staff username').fill(username);
  await page.getByLabel('Password').fill(staffPassword(username));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel(/Code from the authenticator app/).fill(staffCode(username));
  await page.getByRole('button', { name: 'Verify' }).click();
}
