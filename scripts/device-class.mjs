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

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

/** How many index samples one calibration takes: about 15 s, so one slow or fast second moves the median little. */
export const CALIBRATION_SAMPLES = 25;

/**
 * The machine's benchmark index: the median of `runs` runs of Lighthouse's benchmark (about half a second
 * each) in a page of the browser under test, after one run not counted (the first meets a browser still
 * starting: 1,603-2,082 first, 2,644-2,946 later on 2026-11-27), with the spread of the samples: the
 * middle half (q1-q3) and the extremes.
 */
export async function measureBenchmarkIndex(evaluate, runs = CALIBRATION_SAMPLES) {
  await evaluate(pageFunctions.computeBenchmarkIndex);
  const indexes = [];
  for (let i = 0; i < runs; i += 1) indexes.push(await evaluate(pageFunctions.computeBenchmarkIndex));
  const sorted = indexes.sort((a, b) => a - b).map(Math.round);
  return { median: quantile(sorted, 0.5), q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75), min: sorted[0], max: sorted.at(-1), samples: sorted.length };
}

/** An index as printed beside every figure: '2339 (middle half 2314-2380, all 2077-2419, 25 samples)'. */
export const describeIndex = (index) => `${index.median} (middle half ${index.q1}-${index.q3}, all ${index.min}-${index.max}, ${index.samples} samples)`;

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
    description: `${deviceClass.label}: this machine's benchmark index ${describeIndex(index)} / ${deviceClass.benchmarkIndex} = CPU slowdown ${slowdown}x`,
  };
}
