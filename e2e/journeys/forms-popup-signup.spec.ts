import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { showLeavingIntent } from '../support/forms.page';
import { waitForBrowserTakeover } from '../support/shell.page';

// A first visit: no pop-up seen yet (the default storage state has used up its views).
test.use({ storageState: { cookies: [], origins: [] } });

/**
 * Waits until the shell has decided about the pop-up on this load: it asks after the page's load and
 * an idle moment, then fetches the settings and (when due) the forms remote; the network then goes quiet.
 */
async function settleAfterLoad(page: Page) {
  await waitForBrowserTakeover(page);
  await page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
}

test('once a visitor signs up through the pop-up, no later page shows it again', async ({ page, context }) => {
  const formsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mfe-forms/')) formsRequests.push(request.url());
  });

  await test.step('the pop-up comes after its delay on a first visit, and the signup succeeds', async () => {
    await page.goto('/owners');
    await page.getByRole('button', { name: 'Necessary cookies only' }).click();
    const popup = page.getByRole('dialog');
    await showLeavingIntent(page, popup);
    await popup.getByRole('textbox', { name: /First Name/ }).fill('Pat');
    await popup.getByRole('textbox', { name: /Last Name/ }).fill('Camper');
    await popup.getByRole('textbox', { name: /Email/ }).fill('pat.popup@example.com');
    await popup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(popup.getByText('Thanks for signing up!')).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
  });

  // The seed allows two views; one is counted, so only the signup keeps the pop-up away.
  expect((await context.cookies()).find((c) => c.name === 'rv_popup_views')?.value).toBe('1');

  for (const path of ['/product', '/owners']) {
    await test.step(`${path} on a new page load: no pop-up, and the forms remote is not even fetched for it`, async () => {
      formsRequests.length = 0;
      await page.goto(path);
      await settleAfterLoad(page);
      expect(formsRequests).toEqual([]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect((await context.cookies()).find((c) => c.name === 'rv_popup_views')?.value).toBe('1');
    });
  }
});
