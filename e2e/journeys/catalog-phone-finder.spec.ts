import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { CatalogPage } from '../support/catalog.page';

/**
 * the RV Finder on a phone. The header names the finder; the opened panel's title is not under
 * the masthead or the fixed FILTERS / Sort By bar, whichever way the page scrolled to it; an option's
 * tooltip sits beside it, not over the option above.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The element a tap at the middle of `target` would reach is `target` itself (or inside it): nothing lies over it. */
async function expectUncovered(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  const box = (await target.boundingBox())!;
  const onTop = await target.evaluate((el, point) => {
    const hit = document.elementFromPoint(point.x, point.y);
    return hit === el || el.contains(hit) ? 'the element itself' : hit?.outerHTML.slice(0, 120) ?? 'nothing';
  }, { x: box.x + Math.min(box.width / 2, 40), y: box.y + box.height / 2 });
  expect(onTop).toBe('the element itself');
}

/** Scrolls the page down the way a thumb does (wheel steps), so the masthead hides and the fixed bar appears. */
async function scrollDown(page: Page, steps: number) {
  for (let i = 0; i < steps; i += 1) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 400);
    // The step has landed once the page moved (or could not: already at the bottom).
    await page.waitForFunction((y) => window.scrollY > y || window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1, before);
  }
}

test('the phone RV Finder: titled header, an opened panel with its title in sight, tooltips beside their options', async ({ page }) => {
  const catalog = new CatalogPage(page);
  const panel = catalog.panel();
  const panelTitle = panel.getByRole('heading', { level: 2, name: 'RV Finder' });

  await test.step('the header above FILTERS and Sort By names the RV Finder', async () => {
    await catalog.open('/product');
    await expect(catalog.count).toBeVisible();
    await expect(panel).toBeHidden();
    const headerTitle = catalog.region.getByRole('heading', { level: 2, name: 'RV Finder' }).first();
    await expect(headerTitle).toBeVisible();
    await expect(headerTitle.locator('xpath=following-sibling::p[1]')).toHaveText('Select features and options to find your perfect RV.');
    await expectNoAxeViolations(page);
  });

  await test.step('FILTERS under the header opens the panel with its title showing', async () => {
    await catalog.filtersButton().click();
    await expect(panel).toBeVisible();
    await catalog.panelReady();
    await expectUncovered(page, panelTitle);
  });

  await test.step('tooltips sit beside their options, not over the option above', async () => {
    await catalog.openSection('RV Type');
    const options = panel.getByRole('group', { name: 'RV Type' }).getByRole('checkbox');
    const second = options.nth(1);
    const name = (await second.getAttribute('aria-describedby'))!;
    const tip = page.locator(`[id="${name}"]`);
    await second.hover();
    await expect(tip).toBeVisible();
    const tipBox = (await tip.boundingBox())!;
    const firstLabel = (await options.nth(0).locator('xpath=ancestor::label[1]').boundingBox())!;
    const ownLabel = (await second.locator('xpath=ancestor::label[1]').boundingBox())!;
    expect(tipBox.y, 'the tooltip starts below the option above').toBeGreaterThanOrEqual(firstLabel.y + firstLabel.height - 1);
    expect(tipBox.y + tipBox.height, 'and ends within its own option').toBeLessThanOrEqual(ownLabel.y + ownLabel.height + 1);
    expect(tipBox.x, 'to the right of its label').toBeGreaterThanOrEqual(ownLabel.x + ownLabel.width - 1);
    await expectUncovered(page, options.nth(0).locator('xpath=ancestor::label[1]'));
    await expectNoAxeViolations(page);
  });

  await test.step('far down the list, the fixed bar\'s FILTERS brings the panel back with its title showing', async () => {
    await catalog.filtersButton().click();
    await expect(panel).toBeHidden();
    await scrollDown(page, 8);
    const fixedFilters = catalog.region.getByRole('button', { name: 'FILTERS' }).locator('visible=true').last();
    await expect(fixedFilters).toBeInViewport();
    await expect(catalog.filtersButton()).not.toBeInViewport();
    await fixedFilters.click();
    await expect(panel).toBeVisible();
    await expect(async () => expectUncovered(page, panelTitle)).toPass();
  });

  await test.step('scrolling down through the open panel, the fixed bar shows again and FILTERS still closes it', async () => {
    await scrollDown(page, 2);
    const fixedFilters = catalog.region.getByRole('button', { name: 'FILTERS' }).locator('visible=true').last();
    await expect(fixedFilters).toBeInViewport();
    await fixedFilters.click();
    await expect(panel).toBeHidden();
  });
});
