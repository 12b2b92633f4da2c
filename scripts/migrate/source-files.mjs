// The source files a migration rewrites: every script and TypeScript module under a folder, build output,
// test output, the import rules' fixtures (they break the rules on purpose) and the migrations left out.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIPPED = ['node_modules', 'dist', 'test-results', 'playwright-report', 'migrate', 'fixtures'];

export function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.includes(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs|cjs|js)$/.test(name) ? [full] : [];
  });
}
