const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createShellConfig } = require('../webpack.preset');

/**
 * The server renders index.html itself; as '/offline.html' it is the page the service worker shows
 * offline, versioned by index.html's revision.
 */
function indexAsOfflineDocument(entries) {
  return { manifest: entries.map((entry) => (entry.url.endsWith('/index.html') ? { ...entry, url: '/offline.html' } : entry)), warnings: [] };
}

/**
 * The service worker (issue 13): src/sw/service-worker.ts with the shell's files to precache. It is
 * emitted into a folder of its own (served at /sw.js by the server) so it is not counted as page JavaScript.
 */
const serviceWorker = () =>
  new InjectManifest({
    swSrc: path.join(__dirname, 'src', 'sw', 'service-worker.ts'),
    swDest: 'service-worker/sw.js',
    exclude: [/\.map$/, /\.(gz|br)$/, /LICENSE/, /^service-worker\//],
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
    manifestTransforms: [indexAsOfflineDocument],
  });

module.exports = (_env, argv) => {
  const config = createShellConfig({ dir: __dirname, mode: argv.mode });
  if (argv.mode === 'development') return config;
  return { ...config, plugins: [...config.plugins, serviceWorker()] };
};
