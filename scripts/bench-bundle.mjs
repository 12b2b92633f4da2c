// npm run bench:bundle [-- --check]: first-load and total JavaScript (gzip) of the shell and each remote,
// and of each page type against the budgets. Reads the built dist folders (node scripts/build-all.mjs).
// A static estimate; e2e/journeys/budgets.spec.ts measures what Chromium really downloads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const REMOTES = ['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer'];
/** budgets, KB of gzip JavaScript on first load, and the remote owning each page type (shared-lib route table). */
const PAGES = [
  { page: 'home', remote: 'mfe-content', budget: 170 },
  { page: 'floorplan list', remote: 'mfe-catalog', budget: 220 },
  { page: 'model detail', remote: 'mfe-catalog', budget: 220 },
  { page: 'blog article', remote: 'mfe-content', budget: 170 },
  { page: 'owner article', remote: 'mfe-owners', budget: 170 },
  { page: 'dealer dashboard', remote: 'mfe-dealer', budget: 220 },
];
const check = process.argv.includes('--check');

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const jsFiles = (dist) => readdirSync(dist).filter((name) => name.endsWith('.js'));
const sum = (dist, names) => [...new Set(names)].reduce((total, name) => total + gzipBytes(path.join(dist, name)), 0);

function requireDist(pkg) {
  const dist = path.join(root, pkg, 'dist');
  if (!existsSync(dist)) {
    console.error(`${pkg}/dist is missing: run node scripts/build-all.mjs first.`);
    process.exit(2);
  }
  return dist;
}

/**
 * The shell is the host: with shareStrategy 'loaded-first' it provides every shared singleton, and its
 * bootstrap pulls React, single-spa and shared-lib (with axios, rxjs, zustand) before any remote mounts.
 * So its first load is taken as main.js plus all its chunks: an upper bound, off only by chunks it never needs.
 */
function shellFigures() {
  const dist = requireDist('shell');
  const all = jsFiles(dist);
  return { name: 'shell', entry: sum(dist, ['main.js']), firstLoad: sum(dist, all), total: sum(dist, all) };
}

/** A remote's first load: remoteEntry.js plus the './spa' chunks its manifest lists; shared chunks come from the shell. */
function remoteFigures(remote) {
  const dist = requireDist(remote);
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const spa = manifest.exposes.find((expose) => expose.path === './spa' || expose.name === 'spa');
  const sharedFiles = new Set(manifest.shared.flatMap((item) => [...item.assets.js.sync, ...item.assets.js.async]));
  const spaFiles = [...spa.assets.js.sync].filter((name) => !sharedFiles.has(name));
  return {
    name: remote,
    entry: sum(dist, ['remoteEntry.js']),
    firstLoad: sum(dist, ['remoteEntry.js', ...spaFiles]),
    total: sum(dist, jsFiles(dist)),
    sharedOwn: sum(dist, [...sharedFiles]),
  };
}

const shell = shellFigures();
const remotes = Object.fromEntries(REMOTES.map((remote) => [remote, remoteFigures(remote)]));

console.log('JavaScript, KB gzip (level 9)');
console.log('bundle          entry  first load   total');
for (const row of [shell, ...Object.values(remotes)]) {
  console.log(`${row.name.padEnd(12)} ${kb(row.entry)}    ${kb(row.firstLoad)} ${kb(row.total)}`);
}

console.log('\npage type         shell + remote = first load   budget');
let over = 0;
for (const { page, remote, budget } of PAGES) {
  const total = shell.firstLoad + remotes[remote].firstLoad;
  const ok = total / 1024 <= budget;
  if (!ok) over += 1;
  console.log(`${page.padEnd(17)} ${kb(shell.firstLoad)} + ${kb(remotes[remote].firstLoad)} = ${kb(total)}   ${String(budget).padStart(4)} ${ok ? 'ok' : 'OVER'}`);
}
if (check && over > 0) {
  console.error(`\n${over} page type(s) over the first-load JavaScript budget.`);
  process.exit(1);
}
