import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);
/**
 * The browser: CHROMIUM_PATH when set, else Debian's Chromium where it is installed, else Playwright's
 * own (after `npx playwright install chromium` on a machine that can download it).
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
/** A fresh embedded database per run, so every journey starts from the seed. */
const dataDir = process.env.E2E_DATA_DIR ?? path.join(mkdtempSync(path.join(tmpdir(), 'rv-e2e-')), 'pg');

export default defineConfig({
  testDir: './journeys',
  // One output folder per server port, so runs in parallel (one per engineer) never delete each other's files.
  outputDir: path.join(__dirname, 'test-results', String(port)),
  fullyParallel: false,
  workers: 1,
  // In CI a failed journey runs once more, recording a trace; one that then passes is still a failure
  // (scripts/test-all.mjs). Recording a trace of every journey cost 11% of the journeys' time (279 s
  // against 247 s for content and composition), so it is recorded only for a retry, or, with no retries,
  // kept only for a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(__dirname, 'test-results', 'report.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] },
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A returning visitor: consent already chosen and the promotional pop-up already seen, so neither
    // covers the page in journeys about other things (consent-and-popup.spec.ts starts without them).
    storageState: path.join(__dirname, 'support', 'returning-visitor.state.json'),
  },
  webServer: {
    command: `node ${path.join(__dirname, '..', 'scripts', 'start.mjs')}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The development mailbox is on for the journeys that follow an e-mailed link (registration, reset).
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn', OUTBOX_INTERVAL_MS: '200', DATABASE_URL: '', DEV_MAILBOX: 'true' },
  },
});
