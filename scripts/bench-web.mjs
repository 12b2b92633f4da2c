// npm run bench:web -- [--url http://127.0.0.1:8080] [--runs 5] [--page home] [--details] [--device low|mid] [--cpu-slowdown 4] [--throttling devtools|simulate] [--reduced-motion]
// Lighthouse (mobile preset) on each budgeted page of a running server, median of each figure against its
// budget, with the CPU slowed to a device class (docs/decisions.md); --details adds where each run's time went.
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { calibrate, describeIndex, measureBenchmarkIndex } from './device-class.mjs';
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

/** Lighthouse's own benchmark index at the start of each of a page's runs, as printed beside its figures: how far the host moved from the calibration. */
function hostIndexes(results) {
  const indexes = results.map((r) => Math.round(r.runIndex));
  const [low, high] = [Math.min(...indexes), Math.max(...indexes)];
  return low === high ? `${low}` : `${low}-${high}`;
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
/** A blank page of the browser under test, where the benchmark index is measured. */
const calibrationPage = await browser.newPage();
const evaluate = (fn) => calibrationPage.evaluate(fn);
try {
  // One calibration of many samples for the whole bench, so every page and run emulates the same phone and
  // two benches an hour apart can be compared; the index is read again at the end to show how far the host moved.
  const calibration = await calibrate({ device: values.device, cpuSlowdown: values['cpu-slowdown'] }, evaluate).catch((error) => {
    console.error(error.message);
    process.exit(2);
  });
  const method = values.throttling === 'simulate' ? 'simulated throttling' : 'DevTools (applied) throttling, Slow 4G';
  const motion = values['reduced-motion'] ? ', prefers-reduced-motion: reduce' : '';
  console.log(`Lighthouse mobile (${method}${motion}), median of ${runs} runs, against ${base}`);
  console.log(`emulating ${calibration.description}, for every run`);
  console.log("page               score      LCP ms      TBT ms     CLS       JS KB (gzip)  Lighthouse's index at each run");
  for (const entry of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await measureWithRetry(chrome, browser, entry, calibration.slowdown));
    const figure = Object.fromEntries(Object.keys(entry.budget).map((key) => [key, median(results.map((r) => r[key]))]));
    if (values.details) {
      const each = (key) => results.map((r) => Math.round(r[key])).join(', ');
      lastDetails.set(entry.page, [
        `  each run: LCP ${each('lcp')}; TBT ${each('tbt')}; Speed Index ${each('si')}`,
        ...(lastDetails.get(entry.page) ?? []),
      ]);
    }
    const { budget } = entry;
    const misses = [
      figure.score < budget.score, figure.lcp > budget.lcp, figure.tbt > budget.tbt, figure.cls > budget.cls, figure.js > budget.js,
    ];
    over += misses.filter(Boolean).length;
    const mark = (miss) => (miss ? '!' : ' ');
    console.log(
      `${entry.page.padEnd(17)} ${String(figure.score).padStart(3)}${mark(misses[0])}/${budget.score}` +
        ` ${String(Math.round(figure.lcp)).padStart(5)}${mark(misses[1])}/${budget.lcp}` +
        ` ${String(Math.round(figure.tbt)).padStart(5)}${mark(misses[2])}/${budget.tbt}` +
        ` ${figure.cls.toFixed(3)}${mark(misses[3])}/${budget.cls}` +
        ` ${figure.js.toFixed(1).padStart(6)}${mark(misses[4])}/${budget.js}` +
        `   ${hostIndexes(results)}`,
    );
  }
  if (calibration.index) {
    const after = await measureBenchmarkIndex(evaluate, 10);
    const drift = Math.round(((after.median - calibration.index.median) / calibration.index.median) * 100);
    console.log(`\nbenchmark index after the bench: ${describeIndex(after)}, ${drift >= 0 ? '+' : ''}${drift}% from the calibration`);
    // A host that changed speed by more than a tenth emulated a different phone for part of the bench.
    if (Math.abs(drift) > 10) console.log('the host changed speed during the bench: compare its figures with care, or run it again on a quieter machine');
  }
  const device = calibration.deviceClass ? `as a ${calibration.deviceClass.label}` : 'at the slowdown given';
  console.log(over ? `\n${over} figure(s) over budget (marked !) ${device}` : `\nevery figure within budget ${device}`);
  for (const [page, lines] of lastDetails) console.log(`\n${page}\n${lines.join('\n')}`);
} finally {
  await calibrationPage.close();
  await browser.disconnect();
  await chrome.kill();
}
