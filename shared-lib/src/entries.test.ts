import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * shared-lib's entry points (package.json "exports"), each shared as a singleton of its own
 * (webpack.preset.js). A module imported by a relative path from another entry would be bundled into
 * both entries' chunks and run twice in the page (two stores, two event buses), so code crosses entries
 * only through the package's specifiers. The core entry imports no domain entry, so the shell's first
 * load stays without them.
 */
const SRC = __dirname;
const ROOT = path.join(SRC, '..');
/** Entries the core may import: the one copy of a third-party singleton (React Router). */
const BASE_ENTRIES = ['router'];
const DOMAIN_ENTRIES = ['catalog', 'owners', 'search', 'seo', 'studio'];
const CORE_FOLDERS = ['api', 'auth', 'config', 'content', 'events', 'popup', 'routing', 'spa', 'stores', 'tracking'];

const entryOf = (file: string) => {
  const folder = file.split('/')[0];
  if (DOMAIN_ENTRIES.includes(folder) || BASE_ENTRIES.includes(folder)) return folder;
  if (CORE_FOLDERS.includes(folder) || file === 'index.ts') return 'core';
  return null;
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path.relative(SRC, full)] : [];
  });
}

/** Import and export-from statements that stay in the emitted JavaScript (type-only ones are erased). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(path.join(SRC, file), 'utf8');
  return [...text.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s*from\s+'([^']+)'/gms)]
    .filter(([, , typeOnly, names]) => !typeOnly && !/^\{\s*(type\s+[\w$]+\s*,?\s*)+\}$/.test(names))
    .map((match) => match[4]);
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(path.join(SRC, candidate)).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return base;
}

const files = sources(SRC).filter((file) => entryOf(file) !== null);

describe('shared-lib entry points', () => {
  it('package.json exports one entry per domain besides the core, and webpack.preset.js shares each as a singleton', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, string> };
    const UNSHARED = ['./server', './testing', './next-task', './path-pattern', './resource-seed'];
    const entries = Object.keys(pkg.exports).filter((key) => !key.includes('*') && !key.endsWith('.css') && !UNSHARED.includes(key));
    expect(entries.sort()).toEqual(['.', ...BASE_ENTRIES, ...DOMAIN_ENTRIES].map((entry) => (entry === '.' ? entry : `./${entry}`)).sort());
    const { shared } = require('../../webpack.preset.js') as { shared: Record<string, { singleton?: boolean }> };
    for (const entry of entries) {
      const name = entry === '.' ? '@rv/shared-lib' : `@rv/shared-lib/${entry.slice(2)}`;
      expect({ name, singleton: shared[name]?.singleton }).toEqual({ name, singleton: true });
    }
  });

  it('no module imports another entry by a relative path', () => {
    const crossing = files.flatMap((file) =>
      runtimeImports(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => [specifier, resolveRelative(file, specifier)] as const)
        .filter(([, target]) => entryOf(target) !== entryOf(file))
        .map(([specifier]) => `${file} (${entryOf(file)}) imports '${specifier}'`),
    );
    expect(crossing).toEqual([]);
  });

  it('the core entry imports no domain entry', () => {
    const fromCore = files
      .filter((file) => entryOf(file) === 'core')
      .flatMap((file) =>
        runtimeImports(file)
          .filter((specifier) => specifier.startsWith('@rv/shared-lib/') && !BASE_ENTRIES.includes(specifier.slice('@rv/shared-lib/'.length)))
          .map((specifier) => `${file} imports '${specifier}'`),
      );
    expect(fromCore).toEqual([]);
  });

  it('react-router-dom, rxjs and zustand/middleware, shared through one entry each, are imported by that entry alone', () => {
    const owners: Record<string, string> = { 'react-router-dom': 'router', rxjs: 'core', 'zustand/middleware': 'core' };
    const outside = sources(SRC).flatMap((file) =>
      runtimeImports(file)
        .filter((specifier) => specifier in owners && entryOf(file) !== owners[specifier])
        .map((specifier) => `${file} imports '${specifier}'`),
    );
    expect(outside).toEqual([]);
  });

  it('an entry imports its own modules relatively, never through its own package specifier', () => {
    const selfImports = files.flatMap((file) =>
      runtimeImports(file)
        .filter((specifier) => specifier === `@rv/shared-lib/${entryOf(file)}` || (specifier === '@rv/shared-lib' && entryOf(file) === 'core'))
        .map((specifier) => `${file} imports '${specifier}'`),
    );
    expect(selfImports).toEqual([]);
  });
});
