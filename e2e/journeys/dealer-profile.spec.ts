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

test('a dealer adds a profile picture: cropped to a square, shown in the navigation; a wrong file is refused in words', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  // 'Os': Oscar, or Oskar once the first journey here has renamed the account.
  await dealer.signInAs(ACCOUNT.username, ACCOUNT.password, 'Os');
  await page.goto('/ignite/sales/profile');
  await expect(dealer.heading('My Profile')).toBeVisible();
  const input = dealer.region.getByLabel(/^Choose (a|another) picture$/);
  await expect(input).toBeEnabled();

  await test.step('a PDF is refused in words and nothing is sent', async () => {
    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(dealer.region.getByRole('alert')).toHaveText('"cv.pdf" is not a picture the portal can use. Choose a PNG, JPEG, GIF or WebP image.');
  });

  await test.step('a 300 x 200 picture is cropped to a 512 px square, saved, and shown as the avatar', async () => {
    // A real PNG drawn by the browser: the page decodes and crops it with a canvas.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 300;
      canvas.height = 200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#c00';
      context.fillRect(0, 0, 300, 200);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    const preview = dealer.region.getByRole('img', { name: 'Your new picture, cropped to a square' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([512, 512]);
    await dealer.region.getByRole('button', { name: 'Save picture' }).click();
    await expect(dealer.region.getByText('Your picture is saved.')).toBeVisible();
    const avatar = dealer.nav.locator('img');
    await expect(avatar).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight])).toEqual([512, 512]);
    await expectNoAxeViolations(page);
  });
});
