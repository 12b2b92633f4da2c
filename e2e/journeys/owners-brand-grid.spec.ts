import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { OwnersPage } from '../support/owners.page';

/**
 * the owners' brand grid was a sideways track whose fifth column was cut off on a desktop,
 * with no sign that more brands were there. Now it wraps: every brand is in view, at any width.
 */
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];

for (const viewport of VIEWPORTS) {
  test(`every brand of the owners' brand grid fits the screen at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const owners = new OwnersPage(page);
    await owners.visit('/owners');
    // The landing settles once mfe-content's block renderer has replaced the owner blocks drawn on their own.
    await expect(page.locator('main .rv-page-loading')).toHaveCount(0);
    const grid = owners.section('Support by brand');
    const brands = grid.getByRole('heading', { level: 3 }).getByRole('link');
    await grid.scrollIntoViewIfNeeded();
    // Every seeded brand (groups of 5, spec), none dropped to make it fit.
    await expect(brands).toHaveCount(21);
    await expect(grid.getByRole('list', { name: /^Group \d+ of 5$/ })).toHaveCount(5);

    const boxes = await grid.getByRole('article').evaluateAll((cards) => cards.map((card) => {
      const r = card.getBoundingClientRect();
      return { left: r.left, right: r.right };
    }));
    const outside = boxes.filter((b) => b.left < 0 || b.right > viewport.width);
    expect(outside, 'brand cards past the edge of the screen').toEqual([]);
    const track = grid.getByRole('list').first();
    expect(await track.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (viewport.width === 1366) {
      // On a desktop a group of 5 is one row: five cards side by side.
      const tops = new Set(await grid.getByRole('list', { name: 'Group 1 of 5' }).getByRole('article')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top))));
      expect(tops.size).toBe(1);
    }
    await expectNoAxeViolations(page);

    await brands.getByText('Montana', { exact: true }).click();
    await expect(page).toHaveURL(/\/owners\/brand\/montana$/);
  });
}
