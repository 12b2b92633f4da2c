import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import journeys from './playwright.config';

/**
 * `npm run bench:inp`: Interaction to Next Paint of the interactions shoppers and dealers repeat, on the
 * production build, with the CPU slowed to a named device class. A bench, not part of `npm test`.
 */
// One calibration per run (bench/calibrate.ts): set in the runner, inherited by every worker it starts.
process.env.BENCH_CALIBRATION_FILE ??= path.join(tmpdir(), `rv-bench-calibration-${process.pid}-${Date.now()}.json`);

export default defineConfig({
  ...journeys,
  testDir: './bench',
  testMatch: '*.bench.ts',
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
});
