import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { showLeavingIntent } from '../support/forms.page';

test.use({ storageState: { cookies: [], origins: [] } });

test.describe('a first visit', () => {
  test('asks for cookie consent once and remembers the choice', async ({ page, context }) => {
    await page.goto('/product');
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Accept all cookies' }).click();
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === 'rv_cookie_consent');
    expect(JSON.parse(decodeURIComponent(consent?.value ?? '{}'))).toMatchObject({ cookiesAccepted: true, all: true, statistics: true });
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'rv_user_uid')).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Find Your RV' })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('shows the promotional pop-up on leaving intent after the configured delay, counts the view, and closes', async ({ page, context }) => {
    await page.goto('/product');
    await page.getByRole('button', { name: 'Necessary cookies only' }).click();
    const popup = page.getByRole('dialog');
    await showLeavingIntent(page, popup);
    await expect(popup.getByRole('textbox', { name: /First Name/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'rv_popup_views')?.value).toBe('1');
  });
});
