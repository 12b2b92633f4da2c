import type { Page } from '@playwright/test';

/**
 * When start-after-paint.js starts the shell: records, from the page's first script on, the time
 * (performance.now(), ms since navigation) at which main.js's script element is added to the document.
 * Call before page.goto; read with shellStartedAt once the page has loaded.
 */
export async function recordShellStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { mainAddedAt?: number };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src.includes('/static/main.js') && w.mainAddedAt === undefined) w.mainAddedAt = performance.now();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The time recordShellStart saw main.js added, or undefined when it was not (yet). */
export function shellStartedAt(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { mainAddedAt?: number }).mainAddedAt);
}
