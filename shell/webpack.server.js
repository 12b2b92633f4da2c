const { createServerRenderConfig } = require('../webpack.preset');

/** The layout for server rendering (src/server/render-layout.tsx), built after the browser build into dist/server/. */
module.exports = (_env, argv) => createServerRenderConfig({ dir: __dirname, prefix: 'shell', entry: { 'render-layout': './src/server/render-layout.tsx' }, mode: argv.mode });
