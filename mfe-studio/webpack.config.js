const { createRemoteConfig } = require('../webpack.preset');

/** The content studio: drawn by the browser only (staff pages, never server-rendered or indexed). */
module.exports = (_env, argv) => createRemoteConfig({ dir: __dirname, name: 'mfe-studio', mode: argv.mode, exposes: require('./exposes.json') });
