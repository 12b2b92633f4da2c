import { describeIndex, DEVICE_CLASSES, measureBenchmarkIndex, slowdownFor } from './device-class.mjs';

// Lighthouse's page functions run in a browser page; here `evaluate` answers in their place.
jest.mock('lighthouse/core/lib/page-functions.js', () => ({ pageFunctions: { computeBenchmarkIndex: () => 0 } }));

/** An `evaluate` that answers each call with the next of `readings`. */
const answering = (readings: number[]) => {
  const queue = [...readings];
  return async () => queue.shift() ?? Number.NaN;
};

describe('the bench calibration', () => {
  it('slows a machine to the low-tier phone by the ratio of the indexes, never speeding one up', () => {
    expect(slowdownFor(2454, DEVICE_CLASSES.low)).toBe(9.3);
    expect(slowdownFor(100, DEVICE_CLASSES.low)).toBe(1);
    expect(() => slowdownFor(Number.NaN, DEVICE_CLASSES.low)).toThrow('a benchmark index must be a positive number');
  });

  it('drops the first reading (a browser still starting) and reports the median and the spread of the rest', async () => {
    const index = await measureBenchmarkIndex(answering([900, 2400, 2300, 2500, 2200, 2450, 2350, 2100, 2420]), 8);
    expect(index).toEqual({ median: 2400, q1: 2300, q3: 2450, min: 2100, max: 2500, samples: 8 });
    expect(describeIndex(index)).toBe('2400 (middle half 2300-2450, all 2100-2500, 8 samples)');
  });
});
