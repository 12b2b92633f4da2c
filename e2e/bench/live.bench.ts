import { setTimeout as pacedUntil } from 'node:timers/promises';
import { expect, test, type Page } from '@playwright/test';
import { DRAWN_PAGE_PHONE as PHONE } from '../support/shell-start';
import { EVENT_TIMING_FLOOR_MS, INP_BUDGET_MS } from './interaction-timing';
import { calibrateDevice } from './calibrate';

/**
 * `npm run bench:live`: how long each page of the web bench is painted but dead. At the low-tier CPU
 * slowdown and Slow 4G, from first contentful paint: when every link, and every button, in view would act
 * (a link: not inert; a button: adopted by React), and the INP of a tap on the masthead's menu button
 * 300 ms after that paint, with when the tap acted. BENCH_RUNS (3) loads a page, median of each figure.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
/** How often the page checks its controls (the figures' resolution) and how long it keeps checking. */
const POLL_MS = 50;
const WATCH_MS = 20_000;
/** The bench's pacing: the tap lands this long after first paint by the clock, busy main thread or not. */
const TAP_AFTER_PAINT_MS = 300;
/** Lighthouse's Slow 4G (its mobileSlow4G as DevTools applies it). */
const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };

interface Run { fcp: number; links: number | null; buttons: number | null; tapAt: number | null; inp: number | null; acted: number | null }

declare global {
  interface Window {
    __live?: Partial<Run> & { due?: { x: number; y: number } | null; tapTime?: number };
    __armTap?: () => { x: number; y: number } | null;
  }
}

let slowdown = 1;
let description = '';
const figures: string[] = [];

test.use({ ...PHONE, storageState: 'e2e/support/returning-visitor.state.json' });

test.beforeAll(async ({ browser }) => {
  ({ slowdown, description } = await calibrateDevice(browser));
});

test.afterAll(() => {
  console.log(`\nPainted but dead: ms from first contentful paint, median of ${RUNS}, Slow 4G, emulating ${description}`);
  console.log('page               links  buttons  tap INP  tap acted  (FCP)');
  console.log(figures.join('\n'));
});

/**
 * Checks the page's controls every pollMs from the document's start, and sets window.__live's figures:
 * for links and for buttons, the first check after the last one that found a control in view that would
 * not act, from first contentful paint (0 when none failed after it).
 */
function watch({ pollMs, watchMs, floor }: { pollMs: number; watchMs: number; floor: number }) {
  const live: NonNullable<Window['__live']> = { links: null, buttons: null, inp: null, acted: null };
  window.__live = live;
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
      && element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !element.closest('[aria-hidden="true"]');
  };
  const adopted = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
  const linkActs = (link: Element) => !link.closest('[inert]') && getComputedStyle(link).pointerEvents !== 'none';
  const buttonActs = (button: Element) => !button.closest('[inert]') && adopted(button);
  const failedAt = { links: -Infinity, buttons: -Infinity };
  const passedAt: { links: number | null; buttons: number | null } = { links: null, buttons: null };
  const start = performance.now();
  const check = () => {
    const now = performance.now();
    const fcp = live.fcp;
    for (const [kind, selector, acts] of [['links', 'a[href]', linkActs], ['buttons', 'button, input[type="checkbox"], input[type="radio"]', buttonActs]] as const) {
      if ([...document.querySelectorAll(selector)].filter(inView).every(acts)) passedAt[kind] ??= now;
      else {
        failedAt[kind] = now;
        passedAt[kind] = null;
      }
      if (fcp !== undefined && passedAt[kind] !== null && live[kind] === null) live[kind] = Math.max(0, Math.round(passedAt[kind]! - fcp));
    }
    if ((live.links === null || live.buttons === null) && now - start < watchMs) setTimeout(check, pollMs);
  };
  check();
  let interaction = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      if (entry.interactionId && (!interaction || entry.interactionId === interaction)) {
        interaction = entry.interactionId;
        live.inp = Math.max(live.inp ?? floor, entry.duration);
      }
    }
  }).observe({ type: 'event', durationThreshold: floor, buffered: true } as PerformanceObserverInit);
  let interactionDone = false;
  // Called from outside at first paint: where to tap (null: no button in view), and what tells it acted.
  window.__armTap = () => {
    const target = [...document.querySelectorAll('header button[aria-expanded], button[aria-expanded], button')].find(inView);
    if (!target || interactionDone) return null;
    interactionDone = true;
    const box = target.getBoundingClientRect();
    const before = target.getAttribute('aria-expanded');
    addEventListener('pointerdown', (event) => { live.tapTime ??= event.timeStamp; }, { capture: true });
    new MutationObserver((_records, observer) => {
      if (target.getAttribute('aria-expanded') === before || live.tapTime === undefined) return;
      live.acted = Math.round(performance.now() - live.tapTime);
      observer.disconnect();
    }).observe(target, { attributes: true, attributeFilter: ['aria-expanded'] });
    live.due = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    return live.due;
  };
  new PerformanceObserver((list, observer) => {
    const fcp = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
    if (!fcp) return;
    observer.disconnect();
    live.fcp = fcp.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function measureOnce(page: Page, path: string): Promise<Run> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript(watch, { pollMs: POLL_MS, watchMs: WATCH_MS, floor: EVENT_TIMING_FLOOR_MS });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const painted = new Promise<void>((resolve) => cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()));
  await page.goto(path, { waitUntil: 'commit' });
  await painted;
  const tapAt = Date.now() + TAP_AFTER_PAINT_MS;
  // The tap is timed from outside (the browser's first-contentful-paint event), so a main thread busy
  // 300 ms later delays its handling, which INP counts, and not the tap.
  const due = await page.evaluate(() => window.__armTap!());
  if (due) {
    await pacedUntil(Math.max(0, tapAt - Date.now())); // A measurement's pacing, not a wait for a condition.
    await page.touchscreen.tap(due.x, due.y);
  }
  await page.waitForFunction(({ watchMs }) => {
    const live = window.__live!;
    const since = performance.now() - (live.fcp ?? 0);
    return ((live.acted !== null || !live.due) && live.links !== null && live.buttons !== null) || since > watchMs;
  }, { watchMs: WATCH_MS }, { polling: 200, timeout: WATCH_MS + 60_000 });
  // Event Timing entries arrive after the frame that follows the event.
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  const live = await page.evaluate(() => window.__live!);
  await cdp.detach();
  return { fcp: Math.round(live.fcp ?? 0), links: live.links ?? null, buttons: live.buttons ?? null, tapAt: live.tapTime !== undefined ? Math.round(live.tapTime - (live.fcp ?? 0)) : null, inp: live.inp === null || live.inp === undefined ? null : Math.round(live.inp), acted: live.acted ?? null };
}

const median = (values: Array<number | null>) => {
  // A figure never reached (null) sorts last: it counts as longer than any measured one.
  const sorted = [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return sorted[Math.floor(sorted.length / 2)];
};
const shown = (value: number | null, width: number) => (value === null ? `>${WATCH_MS / 1000}s` : String(value)).padStart(width);

test('painted but dead, on each page of the web bench', async ({ browser, baseURL }) => {
  test.setTimeout(30 * 60_000);
  const { ALL_PAGES, dealerSession } = await import('../../scripts/web-bench-pages.mjs');
  const only = process.env.BENCH_PAGE;
  const pages = ALL_PAGES.filter((entry) => !only || entry.page === only);
  expect(pages.length, `BENCH_PAGE "${only}" names no page; the pages are: ${ALL_PAGES.map((entry) => entry.page).join(', ')}`).toBeGreaterThan(0);
  for (const entry of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ ...PHONE, baseURL, storageState: 'e2e/support/returning-visitor.state.json', serviceWorkers: 'block' });
      if (entry.signedIn) {
        const session = await dealerSession(baseURL!.replace(/\/$/, ''));
        await context.addInitScript((value) => localStorage.setItem('krv', value), session);
      }
      const page = await context.newPage();
      runs.push(await measureOnce(page, entry.path));
      await context.close();
    }
    const figure = (key: keyof Run) => median(runs.map((run) => run[key]));
    const inp = figure('inp');
    figures.push(`${entry.page.padEnd(17)} ${shown(figure('links'), 5)} ${shown(figure('buttons'), 8)} ${shown(inp, 8)}${inp !== null && inp > INP_BUDGET_MS ? '!' : ' '} ${shown(figure('acted'), 9)}  (${figure('fcp')}; tap at +${figure('tapAt')})`);
    expect.soft(figure('links'), `${entry.page}: links dead after first paint`).toBe(0);
    expect.soft(inp ?? Infinity, `${entry.page}: INP of a tap 300 ms after first paint`).toBeLessThanOrEqual(INP_BUDGET_MS);
  }
});
