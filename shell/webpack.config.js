const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createShellConfig } = require('../webpack.preset');
const serverConfig = require('./webpack.server');

/**
 * The server renders index.html itself; as '/offline.html' it is the page the service worker shows
 * offline, versioned by index.html's revision.
 */
function indexAsOfflineDocument(entries) {
  return { manifest: entries.map((entry) => (entry.url.endsWith('/index.html') ? { ...entry, url: '/offline.html' } : entry)), warnings: [] };
}

/**
 * The service worker: src/sw/service-worker.ts with the shell's files to precache. It is
 * emitted into a folder of its own (served at /sw.js by the server) so it is not counted as page JavaScript.
 */
const serviceWorker = () =>
  new InjectManifest({
    swSrc: path.join(__dirname, 'src', 'sw', 'service-worker.ts'),
    swDest: 'service-worker/sw.js',
    // css-modules.json is for the server build (webpack.preset.js ServerAssetsPlugin), not for pages.
    exclude: [/\.map$/, /\.(gz|br)$/, /LICENSE/, /^service-worker\//, /^css-modules\.json$/],
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
    manifestTransforms: [indexAsOfflineDocument],
  });

/** src/start/start-after-paint.js as it is (the page's only script tag; it loads main.js after the first paint). */
const startScript = () => new CopyPlugin({ patterns: [{ from: 'src/start/start-after-paint.js', to: 'start-after-paint.js' }] });

/**
 * Two builds: the browser's, then (after it, since the browser build cleans dist/) the layout for
 * server rendering into dist/server/ (webpack.server.js).
 */
module.exports = (env, argv) => {
  const config = createShellConfig({ dir: __dirname, mode: argv.mode });
  const browser = { ...config, name: 'browser', plugins: [...config.plugins, startScript(), ...(argv.mode === 'development' ? [] : [serviceWorker()])] };
  return [browser, { ...serverConfig(env, argv), name: 'server', dependencies: ['browser'] }];
};
