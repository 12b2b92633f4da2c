import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** One sample of a Prometheus text scrape. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text format (what GET /metrics answers) into its samples. */
export function parseScrape(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` with these labels, or undefined. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

/**
 * Evaluates a threshold alert expression, `[max by (...)] (metric{label="value",...}) > number`, on one
 * scrape: true when any matching sample is over the threshold (the max over the groups is over it exactly
 * then), as Prometheus would fire. Other forms are refused.
 */
export function thresholdFires(expr: string, samples: Sample[]): boolean {
  const plain = expr.replace(/^\s*max by \([\w, ]*\)\s*\((.*)\)\s*>/, '$1 >');
  const match = /^\s*([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s*>\s*([\d.]+)\s*$/.exec(plain);
  if (!match) throw new Error(`Not a threshold expression: ${expr}`);
  const wanted = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
  return samples.some((s) => s.name === match[1] && Object.entries(wanted).every(([k, v]) => s.labels[k] === v) && s.value > Number(match[3]));
}

export const MONITORING_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'deploy', 'monitoring');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** The alerting rules of deploy/monitoring/alerts.yml, every group's. */
export function alertRules(): Rule[] {
  const file = parse(readFileSync(path.join(MONITORING_DIR, 'alerts.yml'), 'utf8')) as { groups: Array<{ name: string; rules: Rule[] }> };
  return file.groups.flatMap((group) => group.rules);
}

/** PromQL words that are not metric names: operators and modifiers (functions are followed by a parenthesis). */
const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'offset', 'bool', 'group_left', 'group_right', 'inf', 'nan']);
/** Series Prometheus makes itself for every scrape target, not the API. */
const PROMETHEUS_SERIES = new Set(['up']);

/** The metric names a PromQL expression reads. */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  const names = [...bare.matchAll(/([a-zA-Z_:][\w:]*)(?!\s*\(|[\w:])/g)].map((m) => m[1]);
  return names.filter((name) => !PROMQL_WORDS.has(name.toLowerCase()));
}

/** Every metric name a scrape declares (# TYPE), samples or not (a counter never incremented has none yet). */
export function metricNamesServed(text: string): Set<string> {
  const names = new Set(parseScrape(text).map((s) => s.name));
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(name + suffix);
  }
  return names;
}

/** The names a rule or panel reads that the scrape does not serve (Prometheus' own series aside). */
export const unserved = (names: string[], served: Set<string>): string[] => names.filter((name) => !served.has(name) && !PROMETHEUS_SERIES.has(name));

interface Dashboard {
  panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
}
export const dashboard = JSON.parse(readFileSync(path.join(MONITORING_DIR, 'dashboard.json'), 'utf8')) as Dashboard;

/** Every metric name the alert rules and the dashboard's panels read. */
export const monitoredNames = (): string[] => [
  ...alertRules().flatMap((rule) => metricNamesIn(rule.expr)),
  ...dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => metricNamesIn(target.expr))),
];
