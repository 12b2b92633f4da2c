// node scripts/trace-main-thread.mjs [--url http://127.0.0.1:8080] [--page home] [--slowdown 6] [--applied] [--signed-in] [--min 5]
//   [--then search|compare]
// Prints each main-thread task of at least --min ms after a page's first contentful paint, with the code that
// ran in it (source-mapped), and an estimate of Lighthouse's TBT at --slowdown to compare before and after.
// --then does an interaction once the page has settled (as bench:inp does: open the search overlay and type
// "battery"; tick three floorplans and open compare) and prints the tasks from it instead of from the paint.
// --applied slows the page's CPU by --slowdown while it loads (as bench:web does) and sums TBT from the
// tasks as they ran; without it the page runs at full speed and each task's thread CPU time is scaled.
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    page: { type: 'string', default: 'home' },
    path: { type: 'string' },
    slowdown: { type: 'string', default: '6' },
    'signed-in': { type: 'boolean', default: false },
    min: { type: 'string', default: '5' },
    top: { type: 'string', default: '6' },
    trace: { type: 'string' },
    leaf: { type: 'boolean', default: false },
    applied: { type: 'boolean', default: false },
    then: { type: 'string' },
  },
});
const PAGES = {
  home: '/',
  list: '/product/montana/fifth-wheels/floorplans',
  model: '/product/alpine/fifth-wheels/floorplans/308RL',
  blog: '/keystone-life/boondocking-101',
  owner: '/owners/generator-will-not-start',
  dashboard: '/ignite/sales/dashboard',
};
const base = values.url.replace(/\/$/, '');
const path = values.path ?? PAGES[values.page];
if (!path) throw new Error(`--page must be one of ${Object.keys(PAGES).join(', ')} (or give --path), not "${values.page}"`);
const signedIn = values['signed-in'] || values.page === 'dashboard';
const slowdown = Number(values.slowdown);
const minMs = Number(values.min);

/** The interactions --then can make, each as bench:inp makes it (e2e/bench/inp.bench.ts). */
const INTERACTIONS = {
  async search(page) {
    await (await page.waitForSelector('header ::-p-aria([name="Search"][role="button"])')).click();
    await page.waitForSelector('::-p-aria([role="searchbox"])');
    await page.keyboard.type('battery', { delay: 80 });
    await page.waitForSelector('::-p-aria([name="Search suggestions"][role="listbox"])');
  },
  async compare(page) {
    const boxes = await page.$$('::-p-aria([role="checkbox"][name*="Compare"])');
    for (const box of boxes.slice(0, 3)) await box.click();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await page.evaluate(() => performance.mark('trace-interaction'));
    await (await page.waitForSelector('::-p-aria([name="Compare 3 floorplans"][role="button"])')).click();
    await page.waitForSelector('::-p-aria([name="Compare Floorplans"][role="dialog"])');
  },
};
if (values.then && !INTERACTIONS[values.then]) throw new Error(`--then must be one of ${Object.keys(INTERACTIONS).join(', ')}, not "${values.then}"`);

async function dealerSession() {
  const post = async (p, body, token) => {
    const response = await fetch(`${base}${p}`, {
      method: p.includes('attribute') ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${p} answered ${response.status}`);
    return response.json();
  };
  const session = await post('/api/auth/signin', { username: 'demo.sales', password: 'Sales#2026', context: 'DEALER' });
  const marked = await post('/api/auth/me/attribute', { code: 'FIRST_TIME_MODAL_DISPLAYED', value: 'true' }, session.token);
  const user = { ...session, ...marked, token: session.token, refresh_token: session.refresh_token };
  return JSON.stringify({ state: { loggedIn: true, isAuthenticated: true, spiffsEnabled: true, user, authToken: user.token, refreshToken: user.refresh_token }, version: 0 });
}

async function record() {
  const executablePath = process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const page = await browser.newPage();
  await page.emulate({ viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }, userAgent: await browser.userAgent() });
  if (signedIn) {
    await page.goto(`${base}/robots.txt`);
    const stored = await dealerSession();
    await page.evaluate((value) => localStorage.setItem('krv', value), stored);
  }
  if (values.applied) await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'loading', 'toplevel', 'blink.user_timing', 'blink.animations'],
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  if (values.then) {
    await page.evaluate(() => performance.mark('trace-interaction'));
    await INTERACTIONS[values.then](page);
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  const recorded = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  await browser.close();
  return recorded;
}
// --trace reads a trace saved earlier (a Lighthouse run's, for example) instead of loading the page.
const trace = values.trace ? JSON.parse(fs.readFileSync(values.trace, 'utf8')) : await record();
const events = trace.traceEvents;
// The page's renderer: the process whose navigation loaded our URL (not a browser-internal page).
const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(base));
const painted = events.find((e) => e.name === 'firstContentfulPaint' && (!navigation || e.pid === navigation.pid));
if (!painted) throw new Error('the trace has no first contentful paint');
// With --then, the interaction's mark (its last, after any preparing clicks) stands where the paint did.
const marks = events.filter((e) => e.name === 'trace-interaction' && e.pid === painted.pid && e.ts > painted.ts);
const fcp = values.then ? { ...painted, ts: marks.at(-1)?.ts ?? Number.NaN } : painted;
if (Number.isNaN(fcp.ts)) throw new Error('the trace has no mark of the interaction');
const main = { pid: fcp.pid, tid: fcp.tid };
const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
const runTasks = events.filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.ts >= (navigation?.ts ?? fcp.ts)).sort((a, b) => a.ts - b.ts);
// Top-level tasks only (a nested run loop's task is part of its parent).
const topLevel = runTasks.filter((e, i) => !runTasks.slice(Math.max(0, i - 5), i).some((p) => p.ts + p.dur > e.ts));
const tasks = topLevel
  .map((e) => ({ ts: e.ts, end: e.ts + e.dur, dur: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000, samples: new Map(), kinds: new Map() }));

// The sampling profile of the main thread: each sample's stack, timed.
const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid).map((e) => e.id));
const nodes = new Map();
let time = 0;
const samples = [];
for (const e of events.filter((x) => x.name === 'Profile' && onMain(x) && profileIds.has(x.id))) time = e.args.data.startTime;
for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === main.pid && profileIds.has(x.id))) {
  const data = e.args.data;
  for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  const ids = data.cpuProfile?.samples ?? [];
  ids.forEach((id, i) => {
    time += data.timeDeltas[i];
    samples.push({ ts: time, id });
  });
}

const consumers = new Map();
async function consumerFor(url) {
  if (!url.startsWith(base)) return null;
  if (!consumers.has(url)) {
    consumers.set(url, fetch(`${url.replace(/[?#].*$/, "")}.map`).then((r) => (r.ok ? r.json() : null)).then((map) => (map ? new SourceMapConsumer(map) : null)).catch(() => null));
  }
  return consumers.get(url);
}
/** Where a profiled frame is in our sources: "module:line function", or the script and function name. */
async function place(callFrame) {
  const { url, lineNumber, columnNumber, functionName } = callFrame;
  if (!url) return functionName || '(native)';
  const consumer = await consumerFor(url);
  const position = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!position?.source) return `${url.replace(base, '')} ${functionName}`;
  const source = position.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  return `${source}:${position.line} ${position.name ?? functionName}`;
}
// --leaf attributes a sample to the innermost frame with a source, libraries included, instead of our own code.
const ours = (where) => (values.leaf || !where.includes('node_modules')) && /\.(tsx?|jsx?|mjs|cjs)[:]/.test(where);

for (let i = 0; i < samples.length; i += 1) {
  const { ts, id } = samples[i];
  const weight = ((samples[i + 1]?.ts ?? ts + 1000) - ts) / 1000;
  const task = tasks.find((t) => ts >= t.ts && ts < t.end);
  if (!task) continue;
  // The deepest frame of our own code on the stack, else the leaf (a library or the engine).
  let node = nodes.get(id);
  const leaf = node;
  let label = null;
  while (node) {
    const where = await place(node.callFrame);
    if (ours(where)) {
      label = where;
      break;
    }
    node = nodes.get(node.parent);
  }
  label ??= await place(leaf.callFrame);
  task.samples.set(label, (task.samples.get(label) ?? 0) + weight);
}
// What kind of work each task did: script, style, layout, parse, paint (the trace's own events).
const KINDS = { EvaluateScript: 'evaluate', 'v8.compile': 'compile', FunctionCall: 'script', UpdateLayoutTree: 'style', Layout: 'layout', ParseHTML: 'parse', Paint: 'paint', ParseAuthorStyleSheet: 'css', 'Decode Image': 'decode', 'Document::updateStyleAndLayout': 'style+layout', 'v8.parseOnBackground': 'compile', MajorGC: 'gc', MinorGC: 'gc' };
for (const e of events) {
  const kind = KINDS[e.name];
  if (!kind || !onMain(e) || e.ph !== 'X') continue;
  const task = tasks.find((t) => e.ts >= t.ts && e.ts < t.end);
  if (task) task.kinds.set(kind, (task.kinds.get(kind) ?? 0) + (e.tdur ?? e.dur) / 1000);
}

// Animations the compositor cannot run (a width, a colour) redraw the page on the main thread every frame.
const mainThreadAnimations = new Map();
for (const e of events.filter((x) => x.name === 'Animation' && x.pid === main.pid)) {
  if (e.ph === 'b' && e.args?.data?.nodeName) mainThreadAnimations.set(e.id2?.local ?? e.id ?? e.args.data.id, { node: e.args.data.nodeName, name: e.args.data.displayName });
  const failed = e.args?.data?.unsupportedProperties;
  if (e.ph === 'n' && failed) {
    const animation = mainThreadAnimations.get(e.id2?.local ?? e.id ?? e.args.data.id);
    if (animation) animation.failed = failed.join(', ');
  }
}
const frames = events.filter((e) => e.name === 'AnimationFrame::StyleAndLayout' && e.pid === main.pid).length;

const round = (n) => Math.round(n * 10) / 10;
const long = tasks.filter((t) => t.cpu >= minMs && (!values.then || t.ts >= fcp.ts));
const tbt = values.applied
  ? tasks.filter((t) => t.ts >= fcp.ts).reduce((sum, t) => sum + Math.max(0, t.dur - 50), 0)
  : tasks.filter((t) => t.cpu >= 10 && t.ts >= fcp.ts).reduce((sum, t) => sum + Math.max(0, t.cpu * slowdown - 50), 0);
console.log(`${values.page} ${path}: ${tasks.length} tasks from navigation (${values.then ? `the ${values.then} interaction` : 'FCP'} at +${Math.round((fcp.ts - (navigation?.ts ?? fcp.ts)) / 1000)} ms), ${round(tasks.reduce((s, t) => s + t.cpu, 0))} ms CPU; ` +
  `${long.length} of ${minMs} ms or more; estimated TBT at ${slowdown}x${values.applied ? ' (applied)' : ''}: ${Math.round(tbt)} ms`);
const failed = [...mainThreadAnimations.values()].filter((a) => a.failed);
console.log(`${frames} main-thread frames; animations not on the compositor: ${failed.map((a) => `${a.name} on ${a.node} (${a.failed})`).join('; ') || 'none'}`);
for (const t of long) {
  const kinds = [...t.kinds].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${round(ms)}`).join(', ');
  console.log(`\n${t.ts < fcp.ts ? 'before FCP ' : ''}${values.then ? 'interaction ' : ''}+${Math.round((t.ts - fcp.ts) / 1000)} ms  ${round(t.cpu)} ms CPU (${round(t.dur)} wall)  [${kinds}]`);
  for (const [label, ms] of [...t.samples].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`    ${round(ms).toString().padStart(5)}  ${label}`);
}
