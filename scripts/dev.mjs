// `npm run dev`: every web part rebuilds on change (webpack --watch) and the API restarts on change
// (tsx watch); open http://localhost:8080. Reload the page to see a rebuilt remote.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const parts = ['shell', 'mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio'];
const webpackCli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

const children = [
  ...parts.map((part) => spawn(process.execPath, ['--no-deprecation', webpackCli, '--config', 'webpack.config.js', '--mode', 'development', '--watch'], { cwd: path.join(root, part), stdio: 'inherit' })),
  spawn(process.execPath, [tsx, 'watch', path.join(root, 'api', 'src', 'server.ts')], { stdio: 'inherit', env: { LOG_LEVEL: 'info', ...process.env } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
