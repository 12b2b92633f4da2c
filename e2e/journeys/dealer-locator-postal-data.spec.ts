import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { BuildPage } from '../support/build.page';
import { CatalogPage } from '../support/catalog.page';
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

/** The other fields that take a ZIP know the same places: the lead form, inventory and build to nearby stock. */
test('every ZIP field takes 90210: the lead form, inventory search and a build\'s nearby stock', async ({ page }) => {
  const beverlyHills = 'Beverly Hills, CA 90210, USA';

  await test.step('the lead form fills the city and state from 90210', async () => {
    const forms = new FormsPage(page);
    await forms.open('/contact-us');
    const form = forms.leadForm();
    await form.getByLabel('ZIP').fill('90210');
    await form.getByLabel('ZIP').blur();
    await expect(form.getByLabel(/City/)).toHaveValue('Beverly Hills');
    await expect(form.getByLabel('State')).toHaveValue('CA');
    await expect(form.getByText('Not found: enter city and state')).toHaveCount(0);
  });

  await test.step('inventory lists units near 90210', async () => {
    const catalog = new CatalogPage(page);
    await catalog.open('/inventory');
    const search = page.getByRole('search', { name: 'Search dealer inventory' });
    await search.getByRole('textbox', { name: 'ZIP or postal code' }).fill('90210');
    await search.getByRole('combobox', { name: 'Within' }).selectOption({ label: '500 miles' });
    await search.getByRole('button', { name: 'Search inventory' }).click();
    await expect(catalog.region.getByRole('heading', { level: 2, name: /^[\d,]+ units? in stock within 500 miles of Beverly Hills, CA 90210, USA$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('a build summary\'s Find one near me searches dealer stock from 90210', async () => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product?brandName=cougar');
    const build = (await catalog.region.getByRole('link', { name: /^Build / }).first().getAttribute('href'))!;
    const summary = new BuildPage(page);
    await summary.open(`${build}/summary`);
    await summary.region.getByRole('button', { name: 'Find one near me' }).click();
    const nearby = summary.region.getByRole('form', { name: 'Find one near me' });
    await nearby.getByLabel('Your ZIP or postal code').fill('90210');
    await nearby.getByRole('button', { name: 'Search dealer stock' }).click();
    // Whether or not a dealer near Beverly Hills has this floorplan, the search measured from 90210.
    await expect(summary.region.getByRole('status').filter({ hasText: `miles of ${beverlyHills}` })).toBeVisible();
    await expect(summary.region.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
