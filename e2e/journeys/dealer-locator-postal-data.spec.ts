import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { FormsPage } from '../support/forms.page';

/** the locator finds dealers from any ZIP, full Canadian postal code or town of the postal data set. */
test('the dealer locator finds dealers near 90210, K1A 0B1 and Sedona, AZ', async ({ page }) => {
  const forms = new FormsPage(page);
  await forms.open('/find-a-dealer');
  const searches: Array<[string, string]> = [
    ['90210', 'Beverly Hills, CA 90210, USA'],
    ['K1A 0B1', 'Ottawa, ON K1A 0B1, Canada'],
    ['Sedona, AZ', 'Sedona, AZ, USA'],
  ];
  for (const [place, origin] of searches) {
    await test.step(`search near ${place}: dealers listed, nearest first, and on the map`, async () => {
      await forms.searchDealers(place, '250');
      await expect(forms.region.getByText(new RegExp(`^\\d+ dealers within 250 miles of ${origin}$`))).toBeVisible();
      await expect(forms.dealerResults().first()).toContainText('miles away');
      await expect(forms.region.getByRole('group', { name: new RegExp(`Map of \\d+ dealers within 250 miles of ${origin}`) })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
