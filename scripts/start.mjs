// Runs the production server: migrates, seeds an empty database, serves API and web parts on :8080.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const child = spawn(process.execPath, [tsx, path.join(root, 'api', 'src', 'server.ts')], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code) => process.exit(code ?? 0));
