// npm run bench:web -- [--url http://127.0.0.1:8080] [--runs 5] [--page home] [--details] [--device low|mid] [--cpu-slowdown 4] [--throttling devtools|simulate] [--reduced-motion]
// Lighthouse (mobile preset) on each budgeted page of a running server, median of each figure against its
// budget, with the CPU slowed to a device class (docs/decisions.md); --details adds where each run's time went.
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { calibrate } from './device-class.mjs';
import { ALL_PAGES, dealerSession } from './web-bench-pages.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    runs: { type: 'string', default: '5' },
    page: { type: 'string' },
    details: { type: 'boolean', default: false },
    device: { type: 'string', default: 'low' },
    'cpu-slowdown': { type: 'string' },
    throttling: { type: 'string', default: 'devtools' },
    'reduced-motion': { type: 'boolean', default: false },
  },
});
const base = values.url.replace(/\/$/, '');
// Five runs a page, as Lighthouse's own guidance on variability advises for a median: on this 2-core
// machine one page's TBT spreads 40-350 ms over five runs (docs/benchmarks.md).
const runs = Math.max(1, Number(values.runs) || 5);
if (!['devtools', 'simulate'].includes(values.throttling)) {
  console.error(`--throttling must be devtools or simulate, not "${values.throttling}"`);
  process.exit(2);
}
const PAGES = ALL_PAGES.filter((entry) => !values.page || entry.page === values.page);
if (PAGES.length === 0) {
  console.error(`--page "${values.page}" names no page of the bench; the pages are: ${ALL_PAGES.map((entry) => `"${entry.page}"`).join(', ')}`);
  process.exit(2);
}

/**
 * How the phone is emulated. `devtools` (the default) slows the page's own CPU and network while it loads,
 * so time the renderer waits for a core of this 2-core machine (busy with the server, the browser's other
 * processes and Lighthouse itself) counts once; `simulate` (Lighthouse's default) multiplies each observed
 * task's wall time by the slowdown, waiting included (docs/decisions.md has the figures).
 */
function throttlingOptions(cpuSlowdown) {
  if (values.throttling === 'simulate') {
    // Lighthouse merges a flag's throttling into the preset's, so the network figures stay the preset's.
    return { throttlingMethod: 'simulate', throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
  }
  return { throttlingMethod: 'devtools', throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const lastDetails = new Map();
const shortUrl = (url = '') => url.replace(/^https?:\/\/[^/]+/, '');

/** The diagnosis of one Lighthouse run, as lines of text. */
function details(lhr) {
  const { audits } = lhr;
  const lcp = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lcp[0]?.items?.[0]?.node?.snippet ?? '?';
  const phases = (lcp[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  const tasks = (audits['long-tasks']?.details?.items ?? []).slice(0, 6).map((t) => `${shortUrl(t.url) || '?'} ${Math.round(t.duration)} ms`);
  const shifts = (audits['layout-shifts']?.details?.items ?? []).map((i) => `${i.score.toFixed(3)} ${i.node?.selector ?? '?'}`);
  return [
    `  largest paint: ${element}${phases ? ` (${phases})` : ''}`,
    `  longest tasks: ${tasks.join('; ') || 'none'}`,
    `  DOM: ${audits['dom-size']?.displayValue ?? '?'}; layout shifts: ${shifts.join('; ') || 'none'}`,
  ];
}

async function measure(chrome, browser, entry, cpuSlowdown) {
  const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  Object.assign(options, throttlingOptions(cpuSlowdown));
  let page;
  if (entry.signedIn || values['reduced-motion']) page = await browser.newPage();
  if (values['reduced-motion']) {
    // The visitor's 'reduce motion' setting: the home page's slide banner then never advances on its own,
    // so its second slide is not the last frame Lighthouse's Speed Index compares every frame with.
    await (await page.createCDPSession()).send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
  }
  if (entry.signedIn) {
    // Lighthouse keeps this page's storage (the session) and with it the HTTP cache; empty the caches
    // so the dashboard is measured on a first load like the other pages.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    // Earlier runs registered the service worker, whose caches would serve the scripts.
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
    await page.goto(`${base}/robots.txt`);
    const session = await dealerSession(base);
    await page.evaluate((value) => localStorage.setItem('krv', value), session);
    options.disableStorageReset = true;
  }
  const result = await lighthouse(`${base}${entry.path}`, options, undefined, page);
  if (page) await page.close();
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${entry.page}: ${lhr.runtimeError.message}`);
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script' && item.statusCode === 200);
  if (values.details) lastDetails.set(entry.page, details(lhr));
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    si: lhr.audits['speed-index'].numericValue,
    // Lighthouse's own index, taken as the run starts: how far the host moved since the calibration.
    runIndex: lhr.environment.benchmarkIndex,
    js: (await Promise.all(scripts.map((item) => gzipKb(item.url)))).reduce((sum, kb) => sum + kb, 0),
  };
}

/** The page's CPU slowdowns and benchmark indexes over its runs, as printed beside its figures: '4.7x (1239)' or '4.5-4.9x (1188-1293)'. */
function cpuRange(calibrations) {
  const span = (numbers) => {
    const [low, high] = [Math.min(...numbers), Math.max(...numbers)];
    return low === high ? `${low}` : `${low}-${high}`;
  };
  const slowdowns = span(calibrations.map((c) => c.slowdown));
  return calibrations[0].index ? `${slowdowns}x (${span(calibrations.map((c) => c.index.median))})` : `${slowdowns}x`;
}

const gzipSizes = new Map();
/**
 * A script's size as the budget counts it (and as e2e/journeys/budgets.spec.ts does): its body
 * gzipped at level 9, as the server precompresses it. Lighthouse's transferred bytes also count each
 * response's headers and whichever encoding the browser was sent.
 */
function gzipKb(url) {
  if (!gzipSizes.has(url)) {
    gzipSizes.set(url, fetch(url).then(async (response) => gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length / 1024));
  }
  return gzipSizes.get(url);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART on a busy machine): such a run is taken again, twice at most. */
async function measureWithRetry(chrome, browser, entry, cpuSlowdown) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(chrome, browser, entry, cpuSlowdown);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${entry.page}: ${error.message}; running it again`);
    }
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
let over = 0;
/** A blank page of the browser under test, where the benchmark index is measured before each page. */
const calibrationPage = await browser.newPage();
const calibrateNow = () => calibrate({ device: values.device, cpuSlowdown: values['cpu-slowdown'] }, (fn) => calibrationPage.evaluate(fn));
try {
  const first = await calibrateNow().catch((error) => {
    console.error(error.message);
    process.exit(2);
  });
  const method = values.throttling === 'simulate' ? 'simulated throttling' : 'DevTools (applied) throttling, Slow 4G';
  const motion = values['reduced-motion'] ? ', prefers-reduced-motion: reduce' : '';
  console.log(`Lighthouse mobile (${method}${motion}), median of ${runs} runs, against ${base}`);
  console.log(`emulating ${first.description}; recalibrated before each run`);
  console.log('page               score      LCP ms      TBT ms     CLS       JS KB (gzip)  CPU slowdown (index)');
  for (const [n, entry] of PAGES.entries()) {
    // The host's speed moves within minutes (index 1,239 to 1,759 between two pages of one bench), so each
    // run gets the slowdown its own moment calls for: every run then emulates the same device class.
    const results = [];
    const calibrations = [];
    for (let i = 0; i < runs; i += 1) {
      const calibration = n === 0 && i === 0 ? first : await calibrateNow();
      calibrations.push(calibration);
      results.push(await measureWithRetry(chrome, browser, entry, calibration.slowdown));
    }
    const figure = Object.fromEntries(Object.keys(entry.budget).map((key) => [key, median(results.map((r) => r[key]))]));
    if (values.details) {
      const each = (key) => results.map((r) => Math.round(r[key])).join(', ');
      const cpuOfEach = calibrations
        .map((c, i) => `${c.slowdown}x (${c.index ? `${c.index.median}, ` : ''}Lighthouse ${Math.round(results[i].runIndex)})`)
        .join(', ');
      lastDetails.set(entry.page, [
        `  each run: LCP ${each('lcp')}; TBT ${each('tbt')}; Speed Index ${each('si')}`,
        `  each run's CPU slowdown (index measured before it, Lighthouse's at its start): ${cpuOfEach}`,
        ...(lastDetails.get(entry.page) ?? []),
      ]);
    }
    const { budget } = entry;
    const misses = [
      figure.score < budget.score, figure.lcp > budget.lcp, figure.tbt > budget.tbt, figure.cls > budget.cls, figure.js > budget.js,
    ];
    over += misses.filter(Boolean).length;
    const mark = (miss) => (miss ? '!' : ' ');
    const cpu = cpuRange(calibrations);
    console.log(
      `${entry.page.padEnd(17)} ${String(figure.score).padStart(3)}${mark(misses[0])}/${budget.score}` +
        ` ${String(Math.round(figure.lcp)).padStart(5)}${mark(misses[1])}/${budget.lcp}` +
        ` ${String(Math.round(figure.tbt)).padStart(5)}${mark(misses[2])}/${budget.tbt}` +
        ` ${figure.cls.toFixed(3)}${mark(misses[3])}/${budget.cls}` +
        ` ${figure.js.toFixed(1).padStart(6)}${mark(misses[4])}/${budget.js}` +
        `   ${cpu}`,
    );
  }
  const device = first.deviceClass ? `as a ${first.deviceClass.label}` : 'at the slowdown given';
  console.log(over ? `\n${over} figure(s) over budget (marked !) ${device}` : `\nevery figure within budget ${device}`);
  for (const [page, lines] of lastDetails) console.log(`\n${page}\n${lines.join('\n')}`);
} finally {
  await calibrationPage.close();
  await browser.disconnect();
  await chrome.kill();
}
