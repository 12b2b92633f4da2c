const { createRemoteConfig } = require('../webpack.preset');

module.exports = (_env, argv) =>
  createRemoteConfig({ dir: __dirname, name: 'mfe-content', mode: argv.mode, exposes: require('./exposes.json') });
