import { defineConfig } from '@playwright/test';
import path from 'node:path';
import journeys from './playwright.config';
import { DEPLOY_PORT } from './deploy/stack';

/**
 * The deploy journeys (`npm test`'s deploy step): the images built by deploy/docker/build-images.sh, run
 * as deploy/docker/stack.sh runs them (migration, three API containers, the nginx proxy in front), and
 * journeys through the proxy. The stack is started and stopped by deploy/stack-setup.ts.
 */
export default defineConfig({
  ...journeys,
  testDir: './deploy',
  testMatch: '*.spec.ts',
  outputDir: path.join(__dirname, 'test-results', 'deploy'),
  globalSetup: './deploy/stack-setup.ts',
  webServer: undefined,
  timeout: 120_000,
  use: { ...journeys.use, baseURL: `http://127.0.0.1:${DEPLOY_PORT}` },
});
