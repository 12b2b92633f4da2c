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
      await expect(catalog.region.getByRole('link', { name: 'Select Floorplan & Build' })).toHaveAttribute('href', /^\/build-my-rv\/montana[a-z-]*\/fifth-wheels\/[^/]+$/);
      await expectNoAxeViolations(page);
    });

    test('compare three floorplans; Escape closes the table', async ({ page }) => {
      const catalog = new CatalogPage(page);
      await test.step('tick compare on three cards', async () => {
        await catalog.open('/product/montana/fifth-wheels/floorplans');
        await catalog.compareFirst(3);
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
      await test.step('remove one in the table, then Clear All closes and empties the list', async () => {
        await catalog.compareTrigger().click();
        const dialog = catalog.compareDialog();
        await expect(dialog.getByRole('columnheader').first().getByRole('link', { name: 'Montana Fifth Wheels' })).toBeVisible();
        await dialog.getByRole('button', { name: /^Remove / }).first().click();
        await expect(dialog.getByRole('columnheader')).toHaveCount(2);
        await expect(catalog.compareTrigger()).toHaveAccessibleName('Compare 2 floorplans');
        await dialog.getByRole('button', { name: 'Clear All' }).click();
        await expect(dialog).toBeHidden();
        await expect(catalog.compareTrigger()).toHaveCount(0);
        await expect(catalog.cards().first().getByRole('checkbox', { name: /Compare/ })).not.toBeChecked();
      });
    });
  });
}

test.describe('catalogue capabilities', () => {
  test.use({ viewport: VIEWPORTS[0].size });

  test('filters from the URL, option disabling, tooltips, sort and paging', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await test.step('a shared URL opens on floorplans with its filters applied', async () => {
      await catalog.open('/product?brandName=montana&sleeps=4,6');
      await expect(catalog.region.getByRole('radio', { name: /^Floorplans \(\d+\)$/ })).toBeChecked();
      await expect(catalog.panel().getByRole('button', { name: /Layout \+ Sleep.*filters active/ })).toBeVisible();
      await catalog.openSection('Layout + Sleep');
      await expect(catalog.region.getByRole('slider', { name: 'Minimum Sleeps' })).toHaveValue('4');
      await expect(catalog.region.getByRole('slider', { name: 'Maximum Sleeps' })).toHaveValue('6');
    });
    await test.step('options without floorplans are disabled and listed last; each option has its tooltip', async () => {
      await catalog.openSection('RV Type');
      const types = catalog.region.getByRole('group', { name: 'RV Type' }).getByRole('checkbox');
      await expect(types.last()).toBeDisabled();
      await expect(types.first()).toBeEnabled();
      await types.first().focus();
      await expect(types.first()).toHaveAccessibleDescription('Fifth Wheels');
      await expect(catalog.region.getByRole('tooltip', { name: 'Fifth Wheels' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(catalog.region.getByRole('tooltip', { name: 'Fifth Wheels' })).toBeHidden();
      await expectNoAxeViolations(page);
    });
    await test.step('sorting by price puts the cheapest first and keeps the sort in the URL', async () => {
      await catalog.sortSelect().selectOption({ label: 'Price: Low to High' });
      await expect(page).toHaveURL(/sort=price%3Aasc/);
      await expect.poll(async () => {
        const prices = (await catalog.cardPrices()).filter((p): p is number => p !== null);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
      }).toBe(true);
    });
    await test.step('paging: 12 cards a page, page 2 holds the rest', async () => {
      await catalog.open('/product?view=floorplans');
      const total = await catalog.floorplanCount();
      await expect(catalog.cards()).toHaveCount(12);
      await catalog.region.getByRole('navigation', { name: 'Floorplan pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(catalog.region.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(catalog.cards()).toHaveCount(Math.min(12, total - 12));
    });
  });

  test('while filters load the panel is dimmed and inert; focus comes back to the option', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product/montana/fifth-wheels/floorplans');
    await expect(catalog.count).toHaveText(/\d+ floorplans/);
    await catalog.openSection('Layout + Sleep');
    // Hold the next search so the loading state can be read, then let it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/search/v1/models', async (route) => {
      await held;
      await route.continue();
    });
    const bunkhouse = catalog.panel().getByRole('checkbox', { name: 'Bunkhouse' });
    await bunkhouse.focus();
    await page.keyboard.press('Space');
    await expect(catalog.panel()).toHaveAttribute('inert', '');
    await expect(catalog.panel()).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(catalog.panel()).not.toHaveAttribute('inert');
    await expect(bunkhouse).toBeChecked();
    await expect(bunkhouse).toBeFocused();
    await expect(page).toHaveURL(/bunkhouse=true/);
  });

  test('Browse By switches between type cards and floorplans; Clear All goes back to types', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product');
    await expect(catalog.region.getByRole('radio', { name: /^Types by Brand \(\d+\)$/ })).toBeChecked();
    const types = await catalog.floorplanCount();
    await expect(catalog.typeCards()).toHaveCount(types);
    await catalog.panelReady();
    await catalog.region.getByRole('radio', { name: /^Floorplans/ }).check();
    await expect(page).toHaveURL(/view=floorplans/);
    await expect(catalog.cards()).toHaveCount(12);
    await catalog.panelReady();
    await catalog.openSection('Price + Class');
    await catalog.region.getByRole('group', { name: 'Class' }).getByRole('checkbox', { name: /^Luxury/ }).check();
    await expect(page).toHaveURL(/class=Luxury/);
    await expect(catalog.panel().getByRole('button', { name: /Price \+ Class.*filters active/ })).toBeVisible();
    await catalog.panel().getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(catalog.region.getByRole('radio', { name: /^Types by Brand/ })).toBeChecked();
    await expect(catalog.panel().getByRole('button', { name: 'Clear All' })).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('a brand landing: content blocks, brochures and the panel titled with the brand', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product/montana');
    await expect(catalog.region.getByRole('heading', { level: 1 })).toHaveText('Montana');
    await expect(catalog.region.getByRole('region', { name: 'About the brand' }).getByRole('link', { name: 'View Floorplans' })).toBeVisible();
    await expect(catalog.region.getByRole('link', { name: /2026 Montana Brochure/ })).toBeVisible();
    const panel = catalog.panel('MONTANA');
    await expect(panel.getByRole('button', { name: /^Price \+ Class/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^RV Type/ })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /^Brands/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the brand landing keeps working when the content remote is down', async ({ page }) => {
    await page.route('**/remotes/mfe-content/**', (route) => route.abort());
    const catalog = new CatalogPage(page);
    await catalog.open('/product/montana');
    await expect(catalog.region.getByRole('region', { name: 'About the brand' }).getByRole('alert')).toContainText('could not be loaded');
    await expect(catalog.panel('MONTANA')).toBeVisible();
    await expect(catalog.count).toHaveText(/\d+ RV types/);
  });
});

test.describe('catalogue details', () => {
  test.use({ viewport: VIEWPORTS[0].size });

  test('the spec comparison page lists every floorplan of the brand and type', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product/montana/fifth-wheels/floorplans');
    const total = await catalog.floorplanCount();
    await catalog.region.getByRole('link', { name: /^Compare every .* spec$/ }).click();
    await expect(catalog.region.getByRole('heading', { level: 1 })).toHaveText('Montana Fifth Wheels Specifications');
    const table = catalog.region.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Base MSRP' })).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(total);
    await expectNoAxeViolations(page);
  });

  test.describe('in a western state', () => {
    test.use({ permissions: ['geolocation'], geolocation: { latitude: 43.615, longitude: -116.2023 } });

    test('the region comes from the browser location (Boise, ID gives WEST); learn more explains regions', async ({ page }) => {
      const catalog = new CatalogPage(page);
      const searched = page.waitForRequest((r) => r.url().endsWith('/api/search/v1/models') && /"models\.region":\["BOTH","WEST"\]/.test(r.postData() ?? ''));
      await catalog.open('/product/montana/fifth-wheels/floorplans');
      await expect(catalog.regionSelect()).toHaveValue('WEST');
      await searched;
      await catalog.region.getByRole('button', { name: /about regions/ }).click();
      const modal = page.getByRole('dialog');
      await expect(modal.getByRole('img')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    });
  });

  test('denied location leaves the region at Both', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product/montana/fifth-wheels/floorplans');
    await expect(catalog.count).toHaveText(/\d+ floorplans/);
    await expect(catalog.regionSelect()).toHaveValue('BOTH');
  });
});

test.describe('dealer mode', () => {
  test.use({ viewport: VIEWPORTS[0].size });

  test('a signed-in dealer sees My Products: no Build, links in new tabs, no automatic region', async ({ page }) => {
    await page.goto('/ignite/sales/login');
    await page.getByLabel('Username').fill('demo.manager');
    await page.getByLabel('Password').fill('Manager#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/ignite\/sales\/dashboard$/);
    await page.goto('/ignite/sales/product?view=floorplans');
    const panel = page.getByRole('region', { name: 'My Products' });
    await expect(panel).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByRole('link', { name: /^Build/ })).toHaveCount(0);
    await expect(cards.first().getByRole('heading').getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('BOTH');
    await expectNoAxeViolations(page);
  });
});

test.describe('catalogue on a phone', () => {
  test.use({ viewport: VIEWPORTS[1].size });

  test('the panel opens from FILTERS; the FILTERS / Sort By bar follows on scroll down', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product/montana/fifth-wheels/floorplans');
    await expect(catalog.count).toHaveText(/\d+ floorplans/);
    await expect(catalog.panel()).toBeHidden();
    await expect(catalog.region.getByText('Select features and options to find your perfect RV.')).toBeVisible();
    await catalog.filtersButton().click();
    await expect(catalog.filtersButton()).toHaveAttribute('aria-expanded', 'true');
    await expect(catalog.panel()).toBeVisible();
    await catalog.filtersButton().click();
    await expect(catalog.panel()).toBeHidden();
    await catalog.cards().nth(6).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    const fixedBar = catalog.region.getByRole('button', { name: 'FILTERS' }).nth(1);
    await expect(fixedBar).toBeVisible();
    await expectNoAxeViolations(page);
    await fixedBar.click();
    await expect(catalog.panel()).toBeInViewport();
  });
});
