import type { CDPSession, Page } from '@playwright/test';

/** Event Timing reports only interactions longer than this (the API's floor); faster ones count as this. */
export const EVENT_TIMING_FLOOR_MS = 16;
/** The INP target at the low-tier phone for every measured interaction. */
export const INP_BUDGET_MS = 200;
export const REPETITIONS = 10;

declare global {
  interface Window {
    __interactionDurations?: number[];
  }
}

/**
 * Records every Event Timing entry of an interaction (those with an interactionId) from the start of
 * each document, so a measured interaction's longest event is the figure INP would take.
 */
export async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript((floor) => {
    window.__interactionDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
        if (entry.interactionId) window.__interactionDurations?.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: floor, buffered: true } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
}

/** Slows the page's CPU by `rate` (Chrome DevTools' CPU throttling) for everything after it. */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * Runs `act` (which performs one interaction and waits for what the person would see) and returns the
 * longest event duration of it: the time from input to the next paint.
 */
export async function timeInteraction(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => (window.__interactionDurations = []));
  await act();
  // Event Timing entries arrive after the next paint; two frames and a pause let the observer run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  const durations = await page.evaluate(() => window.__interactionDurations ?? []);
  return Math.max(EVENT_TIMING_FLOOR_MS, ...durations);
}

/** The 75th percentile (nearest rank), as INP is reported across page views. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}
