import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { CatalogPage } from '../support/catalog.page';

/** shopper tools: differences-only compare across brands, plain-language specs, tow match as a filter. */
test.use({ viewport: { width: 1280, height: 900 } });
// Each journey visits several pages and runs axe on a wide compare table; a busy 2-core machine needs the room.
test.describe.configure({ timeout: 150_000 });

/** The texts of a row's value cells. */
const rowValues = async (row: Locator) => (await row.getByRole('cell').allTextContents()).map((t) => t.trim());

test('compare three floorplans across brands and show differences only', async ({ page }) => {
  const catalog = new CatalogPage(page);
  const dialog = catalog.compareDialog();
  await test.step('tick compare on two Montana fifth wheels and a Cougar travel trailer', async () => {
    await catalog.open('/product/montana/fifth-wheels/floorplans');
    await catalog.compareFirst(2);
    await catalog.open('/product/cougar/travel-trailers/floorplans');
    await catalog.compareFirst(1);
    await expect(catalog.compareTrigger()).toHaveAccessibleName('Compare 3 floorplans');
    await expect(catalog.compareTrigger()).toBeEnabled();
  });
  let allRows = 0;
  await test.step('the table shows every spec row in the same units, "-" for a missing value, never a blank', async () => {
    await catalog.compareTrigger().click();
    await expect(dialog.getByRole('columnheader')).toHaveCount(3);
    // The rows below the first screen come right after it: count them once the table is whole.
    await expect(dialog.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    const rows = dialog.locator('tbody tr');
    allRows = await rows.count();
    expect(allRows).toBeGreaterThan(5);
    for (let i = 0; i < allRows; i += 1) for (const value of await rowValues(rows.nth(i))) expect(value).not.toBe('');
    const lengths = await rowValues(dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Length/ }) }));
    for (const length of lengths) expect(length).toMatch(/^\d+' \d+"$|^-$/);
    const weights = await rowValues(dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Shipping Weight/ }) }));
    for (const weight of weights) expect(weight).toMatch(/^[\d,]+ lb$|^-$/);
    await expectNoAxeViolations(page);
  });
  await test.step('Show differences only hides the rows where all three agree', async () => {
    const toggle = dialog.getByRole('switch', { name: 'Show differences only' });
    await toggle.check();
    const rows = dialog.locator('tbody tr');
    const count = dialog.getByText(/^\d+ of \d+ rows differ\.$/);
    await expect(count).toHaveText(new RegExp(`^\\d+ of ${allRows} rows differ\\.$`));
    const shown = parseInt(await count.innerText(), 10);
    await expect(toggle).toHaveAccessibleDescription(`${shown} of ${allRows} rows differ.`);
    await expect(rows).toHaveCount(shown);
    expect(shown).toBeLessThan(allRows);
    for (let i = 0; i < shown; i += 1) expect(new Set(await rowValues(rows.nth(i))).size).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
    await toggle.uncheck();
    await expect(rows).toHaveCount(allRows);
  });
  await test.step('a spec row’s glossary tooltip: Escape closes the tooltip, not the table', async () => {
    const tip = dialog.getByRole('button', { name: 'About UVW' });
    await tip.focus();
    await expect(tip).toHaveAccessibleDescription(/^Unloaded Vehicle Weight: /);
    await expect(dialog.getByRole('tooltip').filter({ hasText: 'Unloaded Vehicle Weight' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('tooltip').filter({ hasText: 'Unloaded Vehicle Weight' })).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  await test.step('the specs page has the same toggle', async () => {
    await catalog.open('/product/montana/fifth-wheels/specs');
    const headers = catalog.region.getByRole('columnheader');
    await expect(catalog.region.getByRole('table')).toBeVisible();
    const before = await headers.count();
    await catalog.region.getByRole('switch', { name: 'Show differences only' }).check();
    await expect.poll(() => headers.count()).toBeLessThan(before);
    await expectNoAxeViolations(page);
  });
});

test('tab to a glossary tooltip on the filter panel and hear its text; the glossary page explains every term', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await test.step('open the Weight section of the RV Finder', async () => {
    await catalog.open('/product/montana/fifth-wheels/floorplans');
    await catalog.panelReady();
    await catalog.openSection('Weight');
    // The section's terms load when it opens (their code and the glossary): tab once they are in.
    await expect(catalog.panel().getByRole('button', { name: 'About GVWR' })).toBeVisible();
  });
  await test.step('Tab from the section heading reaches the GVWR tooltip, named and described', async () => {
    const focused = page.locator(':focus');
    await expect(focused).toHaveAccessibleName(/^Weight/);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      if ((await focused.getAttribute('aria-label')) === 'About GVWR') break;
    }
    await expect(focused).toHaveAccessibleName('About GVWR');
    await expect(focused).toHaveAccessibleDescription(/^Gross Vehicle Weight Rating: The most the trailer may weigh fully loaded/);
    const popover = catalog.panel().getByRole('tooltip').filter({ hasText: 'Gross Vehicle Weight Rating' });
    await expect(popover).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(focused).toHaveAccessibleName('About GVWR');
  });
  await test.step('the glossary page lists the terms, each at its own address', async () => {
    await catalog.open('/glossary');
    await expect(page).toHaveTitle(/RV Glossary/);
    await expect(catalog.region.getByRole('heading', { level: 1, name: 'RV Glossary' })).toBeVisible();
    for (const term of ['GVWR', 'UVW', 'CCC', 'BH', 'RL', 'RK', 'FK', 'Slide-outs', 'Toy-hauler garage']) {
      await expect(catalog.region.getByRole('term').filter({ hasText: new RegExp(`^${term}`) })).toBeVisible();
    }
    await expect(catalog.region.locator('#gvwr')).toContainText('Gross Vehicle Weight Rating');
    await expectNoAxeViolations(page);
  });
});

test('the tow filter hides a heavy fifth wheel with a half-ton preset and the URL keeps it', async ({ page }) => {
  const catalog = new CatalogPage(page);
  let heaviest = '';
  let before = 0;
  await test.step('list every floorplan, heaviest first', async () => {
    await catalog.open('/product?view=floorplans&sort=weight:desc');
    await catalog.panelReady();
    before = await catalog.floorplanCount();
    heaviest = (await catalog.cards().first().getByRole('heading').first().textContent())!.trim();
    await expect(catalog.cards().first()).toContainText(/fifth wheel/i);
  });
  await test.step('choose the half-ton preset under My Tow Vehicle', async () => {
    await catalog.openSection('My Tow Vehicle');
    await catalog.panel().getByRole('button', { name: 'Half-ton truck' }).click();
    await expect(page).toHaveURL(/towingCapacity=8500&payload=1800/);
    await expect.poll(() => catalog.floorplanCount()).toBeLessThan(before);
    await expect(catalog.cards().first()).toBeVisible();
    await expect(catalog.cards().getByRole('heading', { name: heaviest, exact: true })).toHaveCount(0);
    await expect(catalog.panel().getByText('Showing floorplans for Half-ton truck: 8,500 lb towing, 1,800 lb payload.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('reload keeps the vehicle, the preset and the count', async () => {
    const filtered = await catalog.floorplanCount();
    await page.reload();
    await expect(page).toHaveURL(/towingCapacity=8500&payload=1800/);
    await expect(catalog.count).toHaveText(`${filtered} floorplans`);
    await expect(catalog.panel().getByRole('button', { name: /My Tow Vehicle.*filters active/ })).toBeVisible();
  });
  await test.step('typed ratings are checked; a bad one is refused with a message', async () => {
    await catalog.panelReady();
    await catalog.openSection('My Tow Vehicle');
    const capacity = catalog.panel().getByRole('textbox', { name: 'Towing capacity (lb)' });
    await capacity.fill('heavy');
    await catalog.panel().getByRole('button', { name: 'Apply' }).click();
    await expect(catalog.panel().getByRole('alert')).toHaveText('Towing capacity must be a whole number of pounds, up to 40,000.');
    await expect(page).toHaveURL(/towingCapacity=8500&payload=1800/);
    await expectNoAxeViolations(page);
  });
});
