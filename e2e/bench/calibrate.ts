import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

/**
 * The CPU slowdown that makes this machine a phone of the device class (BENCH_DEVICE=low|mid, or
 * BENCH_CPU_SLOWDOWN=N), measured in a page of `browser` once per run and kept in BENCH_CALIBRATION_FILE
 * (bench-inp.config.ts): Playwright starts a new worker after a failed test, and each new worker
 * calibrating again read anything from 7.8x to 12.4x within one six-minute run.
 */
export async function calibrateDevice(browser: Browser): Promise<{ slowdown: number; description: string }> {
  const file = process.env.BENCH_CALIBRATION_FILE;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { slowdown: number; description: string };
  const { calibrate } = await import('../../scripts/device-class.mjs');
  const page = await browser.newPage();
  const calibration = await calibrate({ device: process.env.BENCH_DEVICE ?? 'low', cpuSlowdown: process.env.BENCH_CPU_SLOWDOWN }, (fn: () => number) => page.evaluate(fn));
  await page.close();
  const kept = { slowdown: calibration.slowdown, description: calibration.description };
  if (file) writeFileSync(file, JSON.stringify(kept));
  return kept;
}
