import type { Page } from '@playwright/test';

/**
 * Watches every document the page loads from now on for an element matching `selector`, and answers
 * whether one was ever in it: for what must never be drawn, even for a frame (a splash, a loading note).
 */
export async function watchEverShown(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched) => {
    const w = window as unknown as { rvEverShown: Record<string, boolean> };
    w.rvEverShown = { ...w.rvEverShown, [watched]: false };
    new MutationObserver(() => {
      if (document.querySelector(watched)) w.rvEverShown[watched] = true;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate((watched) => (window as unknown as { rvEverShown: Record<string, boolean> }).rvEverShown[watched], selector);
}
