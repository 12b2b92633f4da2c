// Which phone a bench emulates: the machine's CPU is measured with Lighthouse's own benchmark index
// and the CPU slowdown is chosen so the main thread runs about as fast as that phone's would.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * Chrome DevTools' CPU calibration names these device classes by the benchmark index they score
 * (higher is faster). Budgets are stated for the low tier: the phones many shoppers actually have.
 */
export const DEVICE_CLASSES = {
  low: { label: 'low-tier phone (Moto G Power 2022 class)', benchmarkIndex: 264 },
  mid: { label: 'mid-tier phone (Pixel 5 class)', benchmarkIndex: 1000 },
};

/** The slowdown that makes a machine of `benchmarkIndex` run like `deviceClass`; never below 1 (no speed-up). */
export function slowdownFor(benchmarkIndex, deviceClass) {
  if (!(benchmarkIndex > 0)) throw new Error(`a benchmark index must be a positive number, not ${benchmarkIndex}`);
  return Math.max(1, Math.round((benchmarkIndex / deviceClass.benchmarkIndex) * 10) / 10);
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/**
 * The machine's benchmark index: the median of `runs` runs of Lighthouse's benchmark (about a second
 * each) in a page of the browser under test, after one run not counted: the first run meets a browser
 * still starting and a cold page (measured 2026-11-27: 1,603-2,082 first, 2,644-2,946 later in the same
 * bench), which made the first page's slowdown a quarter lighter than the others'. `evaluate` runs a
 * function in that page and returns its result (puppeteer's and Playwright's `page.evaluate` both do).
 */
export async function measureBenchmarkIndex(evaluate, runs = 3) {
  await evaluate(pageFunctions.computeBenchmarkIndex);
  const indexes = [];
  for (let i = 0; i < runs; i += 1) indexes.push(await evaluate(pageFunctions.computeBenchmarkIndex));
  return { median: Math.round(median(indexes)), min: Math.round(Math.min(...indexes)), max: Math.round(Math.max(...indexes)) };
}

/**
 * Resolves the bench's CPU slowdown from its flags: `--cpu-slowdown N` wins (for experiments), else the
 * slowdown that emulates `--device` (low by default). Returns what to print beside every figure.
 */
export async function calibrate({ device = 'low', cpuSlowdown }, evaluate) {
  if (cpuSlowdown !== undefined) {
    const value = Number(cpuSlowdown);
    if (!(value >= 1 && value <= 40)) throw new Error(`--cpu-slowdown must be a number from 1 to 40, not "${cpuSlowdown}"`);
    return { slowdown: value, description: `CPU slowdown ${value}x (set by --cpu-slowdown; no device class)` };
  }
  const deviceClass = DEVICE_CLASSES[device];
  if (!deviceClass) throw new Error(`--device must be one of ${Object.keys(DEVICE_CLASSES).join(', ')}, not "${device}"`);
  const index = await measureBenchmarkIndex(evaluate);
  const slowdown = slowdownFor(index.median, deviceClass);
  return {
    slowdown,
    deviceClass,
    index,
    description: `${deviceClass.label}: this machine's benchmark index ${index.median} (${index.min}-${index.max}) / ${deviceClass.benchmarkIndex} = CPU slowdown ${slowdown}x`,
  };
}
