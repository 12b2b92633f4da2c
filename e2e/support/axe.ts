import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Lets reveal-on-scroll and fade-in animations finish first: axe measures colour contrast with the
 * opacity of the moment, and a card caught half faded in is not what a person reads.
 */
async function settleAnimations(page: Page): Promise<void> {
  // Reveals start a moment after load (spec: 200 ms delay), so wait until no finite animation has
  // run for two checks in a row (at most 3 s, for a page whose reveals run late on a busy machine);
  // endless ones (a progress bar, a spinner) are ignored.
  // A journey that installed Playwright's clock controls time itself: do not let real time pass here.
  const clockInstalled = await page.evaluate(() => !/\[native code\]/.test(String(window.setTimeout)));
  if (clockInstalled) return;
  await page.waitForFunction(() => {
    const state = window as unknown as { axeQuietChecks?: number };
    const running = document.getAnimations().filter((a) => a.playState !== 'finished' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    state.axeQuietChecks = running.length === 0 ? (state.axeQuietChecks ?? 0) + 1 : 0;
    return state.axeQuietChecks >= 2;
  }, undefined, { polling: 250, timeout: 3000 }).catch(() => undefined);
  await page.evaluate(() => delete (window as unknown as { axeQuietChecks?: number }).axeQuietChecks);
}

/** Every page a journey visits must have zero axe violations (WCAG 2.1 AA rules). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
