const { createRemoteBuilds } = require('../webpack.preset');

/** The remote for browsers, and its pages for server rendering (dist/server/render-page.js). */
module.exports = (_env, argv) => createRemoteBuilds({ dir: __dirname, name: 'mfe-owners', mode: argv.mode, exposes: require('./exposes.json') });
