// `npm test`: lint, type check, copy-paste, import-cycle and unused-export checks, every jest project (API on PGlite, and again on PostgreSQL when one
// answers at 127.0.0.1:5432), the production build, the Playwright journeys and the deploy (images, stack, journeys through its proxy). Ends with one line
// "N passed, N failed" summing every test that ran, and exits non-zero on any failure. The API project
// includes the OpenAPI fuzzer (api/test/openapi-fuzz.test.ts); its request counts are repeated in the summary.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = [];
/** Each step's wall time, printed in the summary so CI's minutes can be read by part. */
const steps = [];
const work = mkdtempSync(path.join(tmpdir(), 'rv-test-'));
const fuzzSummary = path.join(work, 'fuzz.txt');
const replicaSummary = path.join(work, 'replicas.txt');
const deploySummary = path.join(work, 'deploy.txt');

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  steps.push({ label, seconds });
  console.log(`--- ${label}: exit ${result.status} in ${seconds} s`);
  return result.status === 0;
}

function jest(label, args, env = {}) {
  const out = path.join(work, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, bin('jest'), ['--ci', '--json', `--outputFile=${out}`, ...args], {
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings', FUZZ_SUMMARY_FILE: fuzzSummary, ...env,
  });
  if (!existsSync(out)) return results.push({ label, passed: 0, failed: 1 });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failedSuites = report.numRuntimeErrorTestSuites ?? 0;
  results.push({ label, passed: report.numPassedTests, failed: report.numFailedTests + failedSuites });
  if (!ok && report.numFailedTests + failedSuites === 0) results.push({ label: `${label} (run)`, passed: 0, failed: 1 });
}

/** The API project's test files, relative to the repository. */
function apiTestFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.test.ts')) found.push(file);
    }
  };
  walk('api');
  return found;
}

function postgresReachable() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * Starts a step beside the ones that follow, its output going to a file (the steps run meanwhile block this
 * process, so a pipe would fill and stall it); the returned promise prints the output and resolves to
 * whether it passed. Its time runs from its start to its output's last write.
 */
function runInBackground(label, command, args) {
  const log = path.join(work, `${label.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd], env: process.env });
  closeSync(fd);
  child.on('error', (error) => console.log(`${label} could not start: ${error.message}`));
  return new Promise((resolve) => child.on('close', (status) => {
    const seconds = Math.round((statSync(log).mtimeMs - started) / 1000);
    steps.push({ label, seconds });
    console.log(`\n=== ${label} (run beside the steps before this line) ===\n${readFileSync(log, 'utf8')}--- ${label}: exit ${status} in ${seconds} s`);
    resolve(status === 0);
  }));
}

/**
 * Runs checks two at a time (each is one single-threaded process, and this machine has two cores), keeping
 * each one's output and printing it whole, in the listed order, as the check ends. Run in turn they took 120 s.
 */
async function checksInPairs(list) {
  const outcomes = list.map(([label, command, args]) => () => new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    // A command that cannot start (not installed) fails its check with the reason, not the whole run.
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => resolve({ label, status: status ?? 1, output: Buffer.concat(chunks).toString(), seconds: Math.round((Date.now() - started) / 1000) }));
  }));
  const done = [];
  let next = 0;
  const lane = async () => {
    while (next < outcomes.length) {
      const index = next++;
      done[index] = await outcomes[index]();
    }
  };
  await Promise.all([lane(), lane()]);
  for (const { label, status, output, seconds } of done) {
    console.log(`\n=== ${label} ===\n${output}--- ${label}: exit ${status} in ${seconds} s`);
    steps.push({ label, seconds });
    results.push({ label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
  }
}

// Copy-paste check: one implementation of each block and helper, tests included (seed data and fixtures excepted, see .jscpd.json).
// Import-cycle check over every workspace's src (.dependency-cruiser.cjs): no module imports itself back;
// the API folder check: no loop between a module and another API folder (.dependency-cruiser-api.cjs, tests left out).
// Unused-export check: no export that nothing reads, and none only tests read besides the allowed reset hooks (scripts/check-unused-exports.mjs).
const SOURCES = ['shared-lib', 'domain', 'ui-kit', 'api', 'shell', 'mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio'].map((w) => `${w}/src`);
await checksInPairs([
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['copy-paste check', bin('jscpd'), ['--config', '.jscpd.json']],
  ['unused-export check', process.execPath, ['scripts/check-unused-exports.mjs']],
  ['import-cycle check', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', ...SOURCES]],
  ['API folder cycle check', bin('depcruise'), ['--config', '.dependency-cruiser-api.cjs', 'api/src']],
]);
// The upload load test holds a latency budget (health p99 under 100 ms during five 12 MB uploads), so it
// runs on its own after the others, as a bench would: beside another test file the machine's own noise
// is above the budget.
const LOAD_TESTS = 'diy-upload-load';
// Three API processes of their own on PostgreSQL (api/test/replicas): a step of its own, after the others.
const REPLICA_TESTS = 'api/test/replicas/';
// A pattern given here replaces the projects' own testPathIgnorePatterns, so the import rules' fixtures
// (which include a UI kit test file) are named again.
const ALONE = `${LOAD_TESTS}|${REPLICA_TESTS}|/scripts/import-rules/fixtures/`;
jest('unit, component and API tests (PGlite)', ['--testPathIgnorePatterns', ALONE]);
// The web parts for the journeys and the images, and the API bundle the API image runs: built after the PGlite
// pass, whose compiled-server test builds the bundle itself.
const built = run('production build', process.execPath, ['scripts/build-all.mjs']) && run('API bundle', process.execPath, ['api/scripts/build.mjs']);
if (!built) results.push({ label: 'production build', passed: 0, failed: 1 });
// Both images from this same build, made while the PostgreSQL pass runs (that pass reads no build output;
// mostly downloads and file copies, they took 119 s on their own). Never skipped: where no Docker daemon
// can be had, the images step says why and fails.
const images = built ? runInBackground('deploy: images', 'bash', ['deploy/docker/build-images.sh', '--from-context', '--local-base']) : Promise.resolve(false);
const onPostgres = await postgresReachable();
// Again on PostgreSQL, only the API test files that open a database: the others (parsers, seed data,
// images, headers) would run the same code a second time.
const escape = (file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DATABASE_FREE = apiTestFiles().filter((file) => !/testAppPerFile|openDatabase|openPglite|testDbKind|TEST_DB|TEST_POSTGRES_URL/.test(readFileSync(path.join(root, file), 'utf8')));
// ...nor those whose subject is not the database, though they open one: drawn HTML and the web routes,
// input validation (the bad-input sweep, the OpenAPI fuzzer), the compiled server and deploy files, traces,
// the monitoring files, and the images and PDFs drawn from the catalogue (media: 63 of the pass's 597 file
// seconds). PGlite is PostgreSQL's own engine, so these would only repeat themselves.
const ONCE_ONLY = ['api/src/web/', 'api/test/deploy/', 'api/test/bad-input-', 'api/test/openapi-fuzz', 'api/test/link-check', 'api/src/tracing/', 'api/src/metrics/monitoring-files', 'api/src/modules/media/'];
if (onPostgres) jest('API tests (PostgreSQL)', ['--selectProjects', 'api', '--testPathIgnorePatterns', [ALONE, ...DATABASE_FREE.map(escape), ...ONCE_ONLY.map(escape)].join('|')], { TEST_DB: 'postgres' });
else console.log('\nPostgreSQL is not reachable at 127.0.0.1:5432: API tests ran on PGlite only.');
// The timed steps that follow run alone: the images are waited for first.
const imagesBuilt = await images;
if (built) results.push({ label: 'deploy: images', passed: imagesBuilt ? 1 : 0, failed: imagesBuilt ? 0 : 1 });
jest('upload load, alone (PGlite)', [LOAD_TESTS, '--selectProjects', 'api']);
if (onPostgres) jest('upload load, alone (PostgreSQL)', [LOAD_TESTS, '--selectProjects', 'api'], { TEST_DB: 'postgres' });
// Leads stored and delivered once while a replica is killed, one form limit, caches within the stated bound.
if (onPostgres) jest('three API replicas (PostgreSQL)', [REPLICA_TESTS, '--selectProjects', 'api'], { TEST_DB: 'postgres', REPLICA_SUMMARY_FILE: replicaSummary });
else console.log('\nSKIPPED the multi-replica test: PostgreSQL is not reachable at 127.0.0.1:5432.');

/** Counts a Playwright JSON report; a test that passed only on retry is a defect: counted as failed and named. */
function playwrightResults(label, out) {
  if (!existsSync(out)) return results.push({ label, passed: 0, failed: 1 });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const flaky = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') flaky.push([...titles, spec.title].filter(Boolean).join(' > '));
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  const { stats } = report;
  results.push({ label, passed: stats.expected, failed: stats.unexpected + flaky.length, flaky });
}

if (built) {
  const out = path.join(work, 'playwright.json');
  // As CI: a failed journey is run again with a trace, and named if it then passes (it still counts as failed).
  run('browser journeys', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CI: process.env.CI || '1' });
  playwrightResults('browser journeys', out);
  // The deploy (deploy/docker): the stack started as stack.sh starts it (migration, three API containers,
  // the proxy), journeys through the proxy and the kill test.
  if (imagesBuilt) {
    const deployOut = path.join(work, 'deploy.json');
    run('deploy: stack and journeys through the proxy', bin('playwright'), ['test', '-c', 'e2e/deploy.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: deployOut, DEPLOY_SUMMARY_FILE: deploySummary,
    });
    playwrightResults('deploy: stack and journeys through the proxy', deployOut);
  }
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed`);
if (existsSync(fuzzSummary)) process.stdout.write(readFileSync(fuzzSummary, 'utf8'));
if (existsSync(replicaSummary)) process.stdout.write(readFileSync(replicaSummary, 'utf8'));
if (existsSync(deploySummary)) process.stdout.write(readFileSync(deploySummary, 'utf8'));
for (const step of steps) console.log(`time: ${step.label} ${step.seconds} s`);
const flaky = results.flatMap((r) => (r.flaky ?? []).map((name) => `${r.label}: ${name}`));
console.log(`passed only on retry (counted as failed): ${flaky.length}`);
for (const name of flaky) console.log(`  FLAKY ${name}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
