import type { Browser } from '@playwright/test';

/** The CPU slowdown that makes this machine a phone of the device class (BENCH_DEVICE=low|mid, or BENCH_CPU_SLOWDOWN=N), measured in a page of `browser`. */
export async function calibrateDevice(browser: Browser): Promise<{ slowdown: number; description: string }> {
  const { calibrate } = await import('../../scripts/device-class.mjs');
  const page = await browser.newPage();
  const calibration = await calibrate({ device: process.env.BENCH_DEVICE ?? 'low', cpuSlowdown: process.env.BENCH_CPU_SLOWDOWN }, (fn: () => number) => page.evaluate(fn));
  await page.close();
  return { slowdown: calibration.slowdown, description: calibration.description };
}
