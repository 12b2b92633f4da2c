const { createRemoteConfig } = require('../webpack.preset');

module.exports = (_env, argv) =>
  createRemoteConfig({ dir: __dirname, name: 'mfe-owners', mode: argv.mode, exposes: require('./exposes.json') });
