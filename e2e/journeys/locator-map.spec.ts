import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { FormsPage } from '../support/forms.page';

/** The locator map: outlines from the bundled atlases, markers in step with the list, by keyboard. */
test('the dealer map draws the US and Canada with no outside service and follows the list', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!new URL(r.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) outside.push(r.url());
  });
  const forms = new FormsPage(page);
  const outlines = page.waitForResponse((r) => /\/api\/geo\/outlines\/[0-9a-f]{16}$/.test(r.url()));
  await forms.open('/find-a-dealer');

  await test.step('before a search: the whole country, outlines from the API cached for a year', async () => {
    const response = await outlines;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const map = forms.region.getByRole('group', { name: /Map of the United States and Canada/ });
    await expect(map).toBeVisible();
    await expect(map.locator('path')).toHaveCount(2);
    expect((await map.locator('path').first().getAttribute('d'))?.length).toBeGreaterThan(10_000);
  });

  await test.step('after a search, a marker chosen by keyboard is the one marked in the list', async () => {
    await forms.searchDealers('46526', '100');
    const map = forms.region.getByRole('group', { name: /Map of \d+ dealers within 100 miles/ });
    const second = map.getByRole('button', { name: /^2\. / });
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    const name = (await second.getAttribute('aria-label'))?.replace(/^2\. /, '').split(',')[0] ?? '';
    await expect(forms.region.getByRole('button', { name: new RegExp(`Show on map.*${name}`) })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
  });
  expect(outside).toEqual([]);
});
