import { nextTask } from '@rv/shared-lib/next-task';

/**
 * An async boundary so Module Federation negotiates shared singletons first; the eager modules of main.js
 * (webpack.preset.js SHELL_EAGER) are then evaluated one per task, not in one long task.
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
