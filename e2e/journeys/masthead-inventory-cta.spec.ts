import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { ShellPage } from '../support/shell.page';

/**
 * "Search Inventory" in the masthead wrapped on phones and lost its padding on
 * /find-a-dealer and /contact-us (the UI kit's button sizes came before or after the masthead's own
 * rules depending on which remote drew the page). It must look the same on every page, on one line.
 */
const PAGES = ['/', '/find-a-dealer', '/contact-us', '/owners'];
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }, { width: 320, height: 640 }];

async function boxOf(cta: Locator) {
  return cta.evaluate((el) => {
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    return {
      width: Math.round(rect.width),
      height: Math.round(rect.height),
      lines: Math.round((rect.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - parseFloat(style.borderTopWidth) * 2) / parseFloat(style.lineHeight)),
      paddingTop: parseFloat(style.paddingTop),
      paddingLeft: parseFloat(style.paddingLeft),
    };
  });
}

for (const viewport of VIEWPORTS) {
  test(`the masthead's Search Inventory button is one padded line, the same on every page, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shell = new ShellPage(page);
    const boxes: Array<Awaited<ReturnType<typeof boxOf>>> = [];
    for (const path of PAGES) {
      await test.step(path, async () => {
        await shell.open(path);
        const cta = shell.masthead.getByRole('link', { name: 'Search Inventory' });
        await expect(cta).toBeVisible();
        const box = await boxOf(cta);
        expect(box.lines, `lines of text on ${path}`).toBe(1);
        expect(box.paddingTop, `top padding on ${path}`).toBeGreaterThanOrEqual(6);
        expect(box.paddingLeft, `side padding on ${path}`).toBeGreaterThanOrEqual(6);
        boxes.push(box);
        // Every action stays in the bar, the company name is not cut, and nothing scrolls sideways.
        const logo = shell.masthead.getByRole('link', { name: 'Keystone RV' });
        expect(await logo.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
        for (const name of ['Find a dealer', 'Search']) {
          const right = await shell.masthead.getByRole(name === 'Search' ? 'button' : 'link', { name, exact: true }).evaluate((el) => el.getBoundingClientRect().right);
          expect(right, `${name} inside the screen on ${path}`).toBeLessThanOrEqual(viewport.width);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (viewport.width === 390) await expectNoAxeViolations(page);
      });
    }
    expect(boxes.map((b) => `${b.width}x${b.height}`), 'the same size on every page').toEqual(PAGES.map(() => `${boxes[0].width}x${boxes[0].height}`));
  });
}
