export interface DeviceClass {
  label: string;
  benchmarkIndex: number;
}
export declare const DEVICE_CLASSES: { low: DeviceClass; mid: DeviceClass };
export declare function slowdownFor(benchmarkIndex: number, deviceClass: DeviceClass): number;
export declare function measureBenchmarkIndex(evaluate: (fn: () => number) => Promise<number>, runs?: number): Promise<{ median: number; min: number; max: number }>;
export declare function calibrate(
  flags: { device?: string; cpuSlowdown?: string },
  evaluate: (fn: () => number) => Promise<number>,
): Promise<{ slowdown: number; description: string; deviceClass?: DeviceClass; index?: { median: number; min: number; max: number } }>;
