const { createRemoteBuilds } = require('../webpack.preset');

/**
 * The remote for browsers, and its pages for server rendering (dist/server/render-page.js), which holds
 * the lazy pages too: the server draws every page (src/server.ts preloads the route's).
 */
module.exports = (_env, argv) => createRemoteBuilds({ dir: __dirname, name: 'mfe-owners', mode: argv.mode, exposes: require('./exposes.json'), drawsLazyPages: true });
