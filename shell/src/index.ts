import { nextTask } from '@rv/shared-lib/next-task';

/**
 * An async boundary so Module Federation can negotiate shared singletons before any of them runs. The
 * heavy modules are evaluated one per task (React DOM, single-spa, React Router, axios, zustand, then
 * shared-lib's core with rxjs and the UI kit, then the layout), not all in the one task that follows the last script's arrival
 * (TBT). They are in main.js (webpack.preset.js SHELL_EAGER), so no step waits for the network.
 */
async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('single-spa');
  await nextTask();
  await import('@rv/shared-lib/router');
  await nextTask();
  // shared-lib's core brings axios and zustand: each is evaluated in a task of its own before it.
  await import('axios');
  await nextTask();
  await import('zustand/vanilla');
  await nextTask();
  await import('@rv/shared-lib');
  await nextTask();
  await import('./bootstrap');
}

void start();
