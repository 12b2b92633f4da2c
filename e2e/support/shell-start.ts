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

/** The phone the drawn-page journeys use: a mid-size Android screen, touch. */
export const DRAWN_PAGE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Holds the shell's script (main.js) until `release()`, so a journey can tag the drawn elements before the
 * browser takes the page over (adopted elements keep a tag, elements React built again would not), and
 * collects React's `[hydration]` mismatch reports. Call before page.goto.
 */
export async function holdShellStart(page: Page): Promise<{ release(): void; warnings: string[] }> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[hydration]')) warnings.push(message.text());
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/static/main.js*', async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release(), warnings };
}
