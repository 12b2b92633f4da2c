// Builds the shell and every remote (two at a time on this 2-core machine), then writes gzip and
// brotli copies of each text asset so the server can send them precompressed.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
export const WEB_PARTS = ['shell', 'mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio'];
const only = process.argv.slice(2).filter((a) => WEB_PARTS.includes(a));
const parts = only.length ? only : WEB_PARTS;
const webpackCli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

function build(part) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--no-deprecation', webpackCli, '--config', 'webpack.config.js', '--mode', 'production'], {
      cwd: path.join(root, part),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${part} failed to build:\n${output}`));
      console.log(`built ${part} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

function compressDir(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      count += compressDir(file);
      continue;
    }
    if (!/\.(js|css|html|json|svg|txt)$/.test(name) || statSync(file).size < 512) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count += 1;
  }
  return count;
}

const queue = [...parts];
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length) await build(queue.shift());
});
try {
  await Promise.all(workers);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const compressed = parts.reduce((n, part) => n + compressDir(path.join(root, part, 'dist')), 0);
console.log(`precompressed ${compressed} files (gzip and brotli)`);
