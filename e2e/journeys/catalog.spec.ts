import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { CatalogPage } from '../support/catalog.page';

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

for (const viewport of VIEWPORTS) {
  test.describe(`catalogue on ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('filter a brand’s fifth wheels by price and sleeps; the URL keeps the filters', async ({ page }) => {
      const catalog = new CatalogPage(page);
      let before = 0;
      await test.step('open the Montana fifth wheel listing', async () => {
        await catalog.open('/product/montana/fifth-wheels/floorplans');
        await expect(catalog.count).toHaveText(/\d+ floorplans/);
        before = await catalog.floorplanCount();
        expect(before).toBeGreaterThan(1);
        await expectNoAxeViolations(page);
      });
      await test.step('narrow by price and sleeps', async () => {
        await catalog.showFilters();
        await catalog.openSection('Price + Class');
        await catalog.setRange('Price', 80000, 110000);
        await expect(page).toHaveURL(/price=80000%2C110000/);
        await catalog.openSection('Layout + Sleep');
        await catalog.setRange('Sleeps', 4, 6);
        await expect(page).toHaveURL(/sleeps=4%2C6/);
        await expect.poll(() => catalog.floorplanCount()).toBeLessThan(before);
        await expect(catalog.cards().first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
      await test.step('reload keeps the filters and the count', async () => {
        const filtered = await catalog.floorplanCount();
        await page.reload();
        await expect(catalog.count).toHaveText(`${filtered} floorplans`);
        await expect(page).toHaveURL(/price=80000%2C110000.*sleeps=4%2C6/);
      });
      await test.step('Back returns to the unfiltered list', async () => {
        await page.goBack();
        await page.goBack();
        await expect.poll(() => catalog.floorplanCount()).toBe(before);
      });
    });

    test('open a model and read its specs', async ({ page }) => {
      const catalog = new CatalogPage(page);
      await catalog.open('/product/montana/fifth-wheels/floorplans');
      await catalog.cards().first().getByRole('link').first().click();
      await expect(catalog.region.getByRole('heading', { level: 1 })).toContainText('Montana');
      const specs = catalog.region.getByRole('region', { name: 'Specifications' }).or(catalog.region.locator('section[aria-labelledby="catalog-specs-title"]'));
      await expect(specs.getByText('Base MSRP', { exact: true })).toBeVisible();
      await expect(specs.getByText(/\d+' \d+"/).first()).toBeVisible();
      await expect(catalog.region.getByRole('heading', { name: 'Features', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('compare three floorplans; Escape closes the table', async ({ page }) => {
      const catalog = new CatalogPage(page);
      await test.step('tick compare on three cards', async () => {
        await catalog.open('/product/montana/fifth-wheels/floorplans');
        for (let i = 0; i < 3; i += 1) await catalog.cards().nth(i).getByRole('checkbox', { name: /Compare/ }).check();
        await expect(catalog.compareTrigger()).toHaveAccessibleName('Compare 3 floorplans');
        await expect(catalog.compareTrigger()).toBeEnabled();
      });
      await test.step('the list survives a reload and the table reads three columns', async () => {
        await page.reload();
        await catalog.compareTrigger().click();
        const dialog = page.getByRole('dialog', { name: 'Compare Floorplans' });
        await expect(dialog.getByRole('columnheader')).toHaveCount(3);
        await expect(dialog.getByRole('rowheader', { name: 'Base MSRP' })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    });
  });
}
