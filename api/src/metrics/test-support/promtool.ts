import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { metricNamesIn, thresholdFires, type Sample } from './index';

/** Prometheus's own rule checker: `PROMTOOL_PATH`, else Debian's (`apt-get install prometheus`). */
const PROMTOOL = process.env.PROMTOOL_PATH || '/usr/bin/promtool';

export const promtoolInstalled = (): boolean => existsSync(PROMTOOL);

/** Runs promtool; its exit status and everything it printed. */
export function runPromtool(args: string[], cwd?: string): { status: number | null; output: string } {
  const result = spawnSync(PROMTOOL, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Evaluates a PromQL expression with Prometheus's own engine (a `promtool test rules` case) over one scrape:
 * the series it answers, as promtool prints them ('{kind="crm"} 1.2E+01'); empty when it answers nothing.
 */
export function promqlAnswer(expr: string, samples: Sample[]): string[] {
  const read = new Set(metricNamesIn(expr));
  const series = samples.filter((s) => read.has(s.name) && Number.isFinite(s.value)).map((s) => ({
    series: `${s.name}{${Object.entries(s.labels).map(([k, v]) => `${k}="${v}"`).join(',')}}`,
    values: String(s.value),
  }));
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-promql-'));
  try {
    const file = path.join(dir, 'expr.test.yml');
    writeFileSync(file, stringify({
      rule_files: [],
      tests: [{ interval: '1m', input_series: series, promql_expr_test: [{ expr, eval_time: '0m', exp_samples: [] }] }],
    }));
    const { status, output } = runPromtool(['test', 'rules', file]);
    if (status === 0) return [];
    if (/\berr:/.test(output) || !/got:/.test(output)) throw new Error(`promtool could not evaluate ${expr}:\n${output}`);
    return output.slice(output.indexOf('got:') + 4).split('\n').map((line) => line.trim()).filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether an alert's expression holds on one scrape: Prometheus's engine where promtool is installed (CI
 * installs it), else the small threshold evaluator of test-support, which knows only `[max by] (m) > n`.
 */
export function alertHolds(expr: string, samples: Sample[]): boolean {
  return promtoolInstalled() ? promqlAnswer(expr, samples).length > 0 : thresholdFires(expr, samples);
}
