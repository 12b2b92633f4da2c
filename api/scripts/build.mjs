// Compiles the API (and the shared-lib files it imports) into one CommonJS file, api/dist/server.js, run
// by plain node: no TypeScript loader at run time. Packages from node_modules stay external (the image
// installs them); the SQL migrations are copied beside the bundle, where migrate.ts looks (__dirname).
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = path.resolve(import.meta.dirname, '..');
const outDir = path.join(apiDir, 'dist');

const started = Date.now();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const result = await build({
  entryPoints: [path.join(apiDir, 'src', 'server.ts')],
  outfile: path.join(outDir, 'server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // config.ts finds the repository root as two folders above __dirname: api/dist/ keeps that true.
  alias: { '@rv/shared-lib': path.join(apiDir, '..', 'shared-lib', 'src'), '@rv/domain': path.join(apiDir, '..', 'domain', 'src'), '@rv/ui-kit': path.join(apiDir, '..', 'ui-kit', 'src') },
  resolveExtensions: ['.ts', '.tsx', '.js', '.json'],
  jsx: 'automatic',
  // Packages stay external; `@rv/shared-lib`, `@rv/domain` and `@rv/ui-kit` are aliased to paths above, so esbuild compiles them in.
  packages: 'external',
  logLevel: 'warning',
  metafile: true,
});
cpSync(path.join(apiDir, 'src', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
const inputs = Object.keys(result.metafile.inputs).length;
console.log(`built api/dist/server.js from ${inputs} source files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
