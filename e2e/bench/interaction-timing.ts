import type { CDPSession, Page } from '@playwright/test';

/** Event Timing reports only interactions longer than this (the API's floor); faster ones count as this. */
export const EVENT_TIMING_FLOOR_MS = 16;
/** The INP target at the low-tier phone for every measured interaction. */
export const INP_BUDGET_MS = 200;
export const REPETITIONS = 10;

/** A key no page handles: pressed after an interaction, its Event Timing entry arriving proves the interaction's did. */
const FENCE_KEY = 'F9';
/** How long the fence's entry may take to arrive before the measurement fails. */
const FENCE_TIMEOUT_MS = 10_000;

declare global {
  interface Window {
    __interactionDurations?: number[];
    __fenceAt?: number;
    __fenceArrived?: () => void;
    __fence?: Promise<void>;
  }
}

/**
 * Records every Event Timing entry of an interaction (those with an interactionId) from the start of
 * each document, so a measured interaction's longest event is the figure INP would take. The fence key's
 * keydown is kept from the page and held past the reporting floor, so it always has an entry; entries are
 * reported frame by frame in order, so once it arrives every earlier interaction's entry has too.
 */
export async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript(({ floor, fenceKey }) => {
    window.__interactionDurations = [];
    window.addEventListener('keydown', (event) => {
      if (event.key !== fenceKey) return;
      event.stopImmediatePropagation();
      window.__fenceAt ??= event.timeStamp;
      const until = performance.now() + floor * 2;
      while (performance.now() < until) { /* hold the event past the floor so it is reported */ }
    }, { capture: true });
    window.addEventListener('keyup', (event) => event.key === fenceKey && event.stopImmediatePropagation(), { capture: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
        if (window.__fenceAt !== undefined && entry.startTime >= window.__fenceAt) {
          if (entry.name === 'keydown') window.__fenceArrived?.();
        } else if (entry.interactionId) window.__interactionDurations?.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: floor, buffered: true } as PerformanceObserverInit);
  }, { floor: EVENT_TIMING_FLOOR_MS, fenceKey: FENCE_KEY });
}

/** Presses the fence key and resolves when its Event Timing entry has arrived; fails after FENCE_TIMEOUT_MS. */
async function awaitReportedInteractions(page: Page): Promise<void> {
  // The fence waits until the interaction's frame is drawn (the second frame callback after it), so it cannot delay that frame.
  await page.evaluate(() => new Promise<void>((drawn) => {
    window.__fence = new Promise<void>((resolve) => (window.__fenceArrived = resolve));
    requestAnimationFrame(() => requestAnimationFrame(() => drawn()));
  }));
  await page.keyboard.press(FENCE_KEY);
  await page.evaluate((timeoutMs) => Promise.race([
    window.__fence,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`No Event Timing entry for the fence key within ${timeoutMs} ms: the interaction's figures cannot be read`)), timeoutMs)),
  ]), FENCE_TIMEOUT_MS);
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
  await page.evaluate(() => {
    window.__interactionDurations = [];
    window.__fenceAt = undefined;
  });
  await act();
  await awaitReportedInteractions(page);
  const durations = await page.evaluate(() => window.__interactionDurations ?? []);
  return Math.max(EVENT_TIMING_FLOOR_MS, ...durations);
}

/** The 75th percentile (nearest rank), as INP is reported across page views. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}
