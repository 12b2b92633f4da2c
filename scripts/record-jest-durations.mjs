// node scripts/record-jest-durations.mjs REPORT.json [...]: rewrites scripts/jest-durations.json from jest --json
// reports (npm test keeps one per pass in its work folder): each test file's time, for the slow-first order
// on a machine whose jest cache is empty (scripts/jest-sequencer.cjs).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const durations = {};
for (const report of process.argv.slice(2)) {
  for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults) {
    const ms = Math.round((file.endTime - file.startTime) / 100) * 100;
    const name = path.relative(root, file.name);
    durations[name] = Math.max(durations[name] ?? 0, ms);
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(path.join(root, 'scripts', 'jest-durations.json'), `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`recorded ${Object.keys(sorted).length} test files' times`);
