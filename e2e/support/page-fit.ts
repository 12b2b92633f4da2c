import { expect, type Locator, type Page } from '@playwright/test';

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  offenders: string[];
}

/**
 * The page is no wider than the window: nothing scrolls it sideways. On failure the message names the
 * page and the elements that stick out furthest past the window's right edge (the first is the widest
 * offender), leaving out what a scrolling box of its own keeps inside (a table's own scroller).
 */
export async function expectNoSidewaysScroll(page: Page, pageName: string): Promise<void> {
  const fit: Fit = await page.evaluate(() => {
    const doc = document.documentElement;
    const limit = window.innerWidth;
    const clippedInside = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== doc; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const depth = (el: Element) => {
      let d = 0;
      for (let a = el.parentElement; a; a = a.parentElement) d += 1;
      return d;
    };
    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}> "${text}" (${Math.round(r.width)} px wide, right edge at ${Math.round(r.right)} px)`;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ el, rect }) => rect.width > 0 && rect.right > limit + 0.5 && !clippedInside(el))
      .sort((a, b) => b.rect.right - a.rect.right || b.rect.width - a.rect.width || depth(a.el) - depth(b.el))
      .slice(0, 3)
      .map(({ el }) => describe(el));
    return { scrollWidth: doc.scrollWidth, innerWidth: limit, offenders };
  });
  const culprits = fit.offenders.length ? fit.offenders.join('; then ') : 'no element sticks out (a margin or a transform?)';
  expect(fit.scrollWidth, `${pageName} scrolls sideways on a ${fit.innerWidth} px screen: it is ${fit.scrollWidth} px wide. Widest offending element: ${culprits}`)
    .toBeLessThanOrEqual(fit.innerWidth);
}

/** A touch target at least 44 px square (WCAG 2.5.5), wholly inside the window unless `inWindow` is false (a target further down the page). */
export async function expectTouchTarget(target: Locator, name: string, { inWindow = true } = {}): Promise<void> {
  await expect(target, `${name} is shown`).toBeVisible();
  const box = await target.boundingBox();
  const viewport = target.page().viewportSize();
  expect(box, `${name} has a box`).not.toBeNull();
  if (!box || !viewport) return;
  expect(Math.round(box.width), `${name} is at least 44 px wide`).toBeGreaterThanOrEqual(44);
  expect(Math.round(box.height), `${name} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
  if (!inWindow) return;
  expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(Math.round(box.x + box.width), `${name} ends inside the window`).toBeLessThanOrEqual(viewport.width);
  expect(Math.round(box.y + box.height), `${name} ends inside the window`).toBeLessThanOrEqual(viewport.height);
}
