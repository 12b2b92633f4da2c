import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/**
 * `npm run bench:inp`: Interaction to Next Paint of the interactions shoppers and dealers repeat, on the
 * production build, with the CPU slowed to a named device class. A bench, not part of `npm test`.
 */
export default defineConfig({
  ...journeys,
  testDir: './bench',
  testMatch: '*.bench.ts',
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
});
