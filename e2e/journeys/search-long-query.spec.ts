import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/page-fit';
import { waitForBrowserTakeover } from '../support/shell.page';

/** Seen before the fix: a 300-character unbroken query in the URL made the search page 1,828 px wide. */
for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
  test.describe(`a 300-character query at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('keeps the search page to the window and says only the first 100 characters were searched', async ({ page }) => {
      await page.goto(`/search?query=${'a'.repeat(300)}`);
      await waitForBrowserTakeover(page);
      const heading = page.getByRole('heading', { level: 1, name: /Search results for/ });
      await expect(heading).toBeVisible();
      await expect(page.getByText('Searches are limited to 100 characters, so only the first 100 were searched.')).toBeVisible();
      await expect(page.getByText(/No results for|results? for/).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'the search page');
      const box = (await heading.boundingBox())!;
      expect(Math.round(box.x + box.width), 'the heading ends inside the window').toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);
    });
  });
}
