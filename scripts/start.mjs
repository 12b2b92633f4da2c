// Runs the production server: migrates, seeds an empty database, serves API and web parts on :8080.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// tsx as Node's loader, not its CLI: the server is this script's own child, so a signal (or a kill of this
// process's child) reaches the process that holds the port, and none is left running as an orphan.
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code) => process.exit(code ?? 0));
