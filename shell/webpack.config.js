const { createShellConfig } = require('../webpack.preset');

module.exports = (_env, argv) => createShellConfig({ dir: __dirname, mode: argv.mode });
