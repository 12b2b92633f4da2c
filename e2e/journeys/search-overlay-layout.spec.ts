import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { SearchPage } from '../support/search.page';

/** Whether two elements' boxes overlap on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
  test.describe(`search overlay at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the input is wide, suggestions push Top Suggestions down, Tab stays inside and focus returns', async ({ page }) => {
      const search = new SearchPage(page);
      const toggle = page.locator('header').getByRole('button', { name: 'Search', exact: true });
      await page.goto('/');
      await search.openOverlay();

      await test.step('the input takes the width of the overlay on a phone', async () => {
        const input = await search.searchbox.boundingBox();
        const min = viewport.width < 768 ? viewport.width - 48 : 500;
        expect(input!.width).toBeGreaterThanOrEqual(min);
      });

      await test.step('suggestions and Top Suggestions both show, neither covering the other', async () => {
        await search.type('fifth wheel');
        await expect(search.suggestions.getByRole('option').first()).toBeVisible();
        const heading = search.topSuggestions.getByRole('heading', { name: 'Top Suggestions' });
        await expect(heading).toBeVisible();
        expect(await overlap(search.suggestions, heading)).toBe(false);
        expect(await overlap(search.suggestions, search.topSuggestions.getByRole('link').first())).toBe(false);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      });

      await test.step('Tab and Shift+Tab cycle inside the overlay', async () => {
        const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
        for (let i = 0; i < 10; i += 1) {
          await page.keyboard.press('Tab');
          expect(await inside()).toBe(true);
        }
        await search.searchbox.focus();
        await page.keyboard.press('Shift+Tab');
        expect(await inside()).toBe(true);
        await expect(search.overlay.getByRole('link', { name: /See all results for/ })).toBeFocused();
      });

      await test.step('Escape closes it and gives focus back to the search button', async () => {
        await page.keyboard.press('Escape');
        await expect(search.overlay).toHaveCount(0);
        await expect(toggle).toBeFocused();
      });

      await test.step('so does the close button', async () => {
        await search.openOverlay();
        await search.overlay.getByRole('button', { name: 'Close search' }).click();
        await expect(search.overlay).toHaveCount(0);
        await expect(toggle).toBeFocused();
      });
    });
  });
}

test('a result shows an excerpt of the article itself, the matched words highlighted', async ({ page }) => {
  const search = new SearchPage(page);
  await search.openResults('storing batteries over winter', true);
  const card = search.results.filter({ has: page.getByRole('link', { name: 'Storing Batteries Over Winter' }) });
  const excerpt = card.locator('p', { has: page.locator('mark') });
  await expect(excerpt).toContainText('Disconnect, charge and store batteries so they last for years.');
  await expect(excerpt.locator('mark').first()).toHaveText(/store/i);
  await expect(excerpt).not.toContainText('Contact customer service');
  await expect(excerpt).not.toContainText('Find a dealer');
  await expectNoAxeViolations(page);
});
