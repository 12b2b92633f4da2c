import { expect, test, type Locator, type Page } from '@playwright/test';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const S = '/ignite/sales';

/**
 * Where the element's text ends, and the right edge it may reach: the window's, or that of the nearest ancestor
 * that clips (overflow, or the paint containment of content-visibility: auto, as the portal's lazy sections use).
 */
function textOverflow(target: Locator) {
  return target.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    let limit = window.innerWidth;
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      const clips = style.overflowX !== 'visible' || style.contentVisibility === 'auto' || /paint|strict|content/.test(style.contain);
      if (clips) limit = Math.min(limit, a.getBoundingClientRect().right);
    }
    return { textRight: Math.round(text.right), limit: Math.round(limit) };
  });
}

/** The words of every cell that a line break splits in two (a word drawn on more than one line). */
function wordsBrokenInCells(table: Locator) {
  return table.evaluate((root) => {
    const broken: string[] = [];
    for (const cell of root.querySelectorAll('td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** Brings the element into view from above, as a link to it or focus moving to it does (its bottom at the window's bottom). */
async function bringIntoViewFromAbove(page: Page, target: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await target.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
}

test.describe('the dealer portal on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('floorplan detail: a section brought into view clears the bottom navigation; no feature is clipped', async ({ page }) => {
    const dealer = new DealerDashboardPage(page);
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    await page.goto(`${S}/product/alpine/fifth-wheels/floorplans/286BH`);
    const sleeping = dealer.region.getByRole('region', { name: 'Sleeping', exact: true });
    await expect(sleeping).toBeAttached();

    await test.step('"Heated and Enclosed Underbelly" is drawn whole, inside the page', async () => {
      const feature = dealer.region.getByRole('listitem').filter({ hasText: 'Heated and Enclosed Underbelly' }).first();
      await feature.scrollIntoViewIfNeeded();
      const { textRight, limit } = await textOverflow(feature);
      expect(textRight, `the feature's text ends at ${textRight} px; what clips it ends at ${limit} px`).toBeLessThanOrEqual(limit);
    });

    await test.step('brought into view, "Sleeping" sits above the bottom navigation, not under it', async () => {
      await bringIntoViewFromAbove(page, sleeping);
      const bar = await dealer.nav.boundingBox();
      const section = await sleeping.boundingBox();
      expect(bar && section).toBeTruthy();
      expect(Math.round(section!.y + section!.height), `Sleeping ends at ${Math.round(section!.y + section!.height)} px, the navigation starts at ${Math.round(bar!.y)} px`)
        .toBeLessThanOrEqual(Math.round(bar!.y));
    });
  });

  test('leaderboard: names and dealerships break between words, never inside one', async ({ page }) => {
    const dealer = new DealerDashboardPage(page);
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    const board = dealer.card('Leaderboard');
    await board.scrollIntoViewIfNeeded();
    await board.getByLabel('Time frame').selectOption({ label: 'Year to Date' });
    await board.getByLabel('Compare with').selectOption({ label: 'National' });
    const table = board.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11);
    expect(await wordsBrokenInCells(table)).toEqual([]);
  });
});
