export interface DeviceClass {
  label: string;
  benchmarkIndex: number;
}
export declare const DEVICE_CLASSES: { low: DeviceClass; mid: DeviceClass };
export declare function slowdownFor(benchmarkIndex: number, deviceClass: DeviceClass): number;
export interface BenchmarkIndex { median: number; q1: number; q3: number; min: number; max: number; samples: number }
export declare const CALIBRATION_SAMPLES: number;
export declare function measureBenchmarkIndex(evaluate: (fn: () => number) => Promise<number>, runs?: number): Promise<BenchmarkIndex>;
export declare function describeIndex(index: BenchmarkIndex): string;
export declare function calibrate(
  flags: { device?: string; cpuSlowdown?: string },
  evaluate: (fn: () => number) => Promise<number>,
): Promise<{ slowdown: number; description: string; deviceClass?: DeviceClass; index?: BenchmarkIndex }>;
