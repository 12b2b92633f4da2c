/**
 * The one webpack preset of the project (STYLE: "one webpack preset per org, one-line configs").
 * createRemoteConfig builds a route-owning remote; createShellConfig builds the host.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const nodeExternals = require('webpack-node-externals');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** A shared singleton; versions are checked once per remote by the shell's contract, not per module (docs/decisions.md). */
const singleton = (extra = {}) => ({ singleton: true, requiredVersion: false, ...extra });

/** Browser builds take a stand-in for axios's fetch adapter, never chosen where XMLHttpRequest exists (6.6 KB of main.js). */
const AXIOS_FETCH_ADAPTER = { request: /^\.\/fetch\.js$/, context: /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters$/ };
const axiosWithoutFetchAdapter = () =>
  new (require('webpack').NormalModuleReplacementPlugin)(AXIOS_FETCH_ADAPTER.request, (resource) => {
    // Called before resolving (request and context are the import's), so the stand-in gets its own loaders.
    if (AXIOS_FETCH_ADAPTER.context.test(resource.context ?? '')) resource.request = path.join(__dirname, 'shared-lib/src/api/axios-fetch-adapter.browser.ts');
  });

/** Browser builds take a stand-in for the federation error descriptions that keeps each code and docs link (about 1 KB a bundle). */
const FEDERATION_ERROR_DESCRIPTIONS = { request: /^\.\/desc\.mjs$/, context: /[\\/]node_modules[\\/]@module-federation[\\/]error-codes[\\/]dist$/ };
const federationErrorsWithoutDescriptions = () =>
  new (require('webpack').NormalModuleReplacementPlugin)(FEDERATION_ERROR_DESCRIPTIONS.request, (resource) => {
    if (FEDERATION_ERROR_DESCRIPTIONS.context.test(resource.context ?? '')) resource.request = path.join(__dirname, 'scripts/webpack/federation-error-descriptions.browser.ts');
  });

/** Entries never shared: Node code and tests (server, testing), and the small modules the shell's boot and service worker bundle themselves. */
const UNSHARED_ENTRIES = ['./server', './testing', './next-task', './path-pattern', './resource-seed'];
/** Domain entries imported by more than one bundle; each other entry has one importer, which bundles it (the shared-lib-once journey holds this). */
const SHARED_DOMAIN_ENTRIES = ['.', './locale', './format', './towing', './build'];
/**
 * Our versioned packages the shell provides (folders; a package split out later is added here). Their
 * versions are read from each package.json: the shell's build states them, a remote's its ranges.
 */
const PLATFORM_PACKAGES = ['shared-lib', 'domain', 'ui-kit'];
const packageEntries = (folder) => {
  const pkg = require(`./${folder}/package.json`);
  return Object.keys(pkg.exports)
    .filter((key) => !key.includes('*') && !key.endsWith('.css') && !UNSHARED_ENTRIES.includes(key))
    .filter((key) => folder !== 'domain' || SHARED_DOMAIN_ENTRIES.includes(key))
    .map((key) => [key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`, singleton({ version: pkg.version })]);
};

/**
 * Shared singletons: one copy of each runs in the page. React Router and rxjs are bundled, tree-shaken, into
 * the one shared-lib entry that may import each (@rv/shared-lib/router; the core's event bus).
 */
const shared = {
  react: singleton(),
  'react/': singleton(),
  'react-dom': singleton(),
  'react-dom/': singleton(),
  zustand: singleton(),
  // Not 'zustand/' whole: zustand/middleware is bundled, tree-shaken, into shared-lib's core entry
  // (shared-lib/src/stores/persist.ts), as React Router and rxjs are. zustand/react (useStore) holds no
  // state, so it is not shared on its own: each share key costs every remote entry its metadata.
  'zustand/vanilla': singleton(),
  axios: singleton(),
  'single-spa': singleton(),
  // shared-lib's entries, the domain package's and the UI kit; entries import each other by these names.
  ...Object.fromEntries(PLATFORM_PACKAGES.flatMap(packageEntries)),
};

/** The package a share key belongs to: '@rv/shared-lib/router' and 'react/' are '@rv/shared-lib' and 'react'. */
const packageOfKey = (key) => key.split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');

/**
 * The version of every package the shell shares, as its build has them: ours from their package.json,
 * the others from the one node_modules. The shell's loader refuses a remote whose ranges do not accept them.
 */
function providedVersions() {
  const ours = Object.fromEntries(PLATFORM_PACKAGES.map((folder) => require(`./${folder}/package.json`)).map((pkg) => [pkg.name, pkg.version]));
  const names = [...new Set(Object.keys(shared).map(packageOfKey))];
  return Object.fromEntries(names.map((name) => [name, ours[name] ?? require(`${name}/package.json`).version]));
}

/**
 * The ranges a remote needs of the packages the shell shares: its package.json dependencies on them,
 * written once there (e.g. "@rv/shared-lib": "^1.0.0").
 */
function requiredRanges(dir) {
  const dependencies = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {};
  const names = new Set(Object.keys(shared).map(packageOfKey));
  return Object.fromEntries(Object.entries(dependencies).filter(([name]) => names.has(name)));
}

/**
 * Emits dist/contract.json: for the shell, the versions it provides ({ provides }); for a remote, the
 * ranges it needs ({ requires }), which the server adds to the remote's entry in /remotes.json and
 * checks before drawing with the remote's server build.
 */
class ContractPlugin {
  constructor(contract) {
    this.contract = contract;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        compilation.emitAsset('contract.json', new compiler.webpack.sources.RawSource(JSON.stringify(this.contract, null, 2)));
      });
    });
  }
}

/** The shell's copy of `shared`: what every page runs is eager (in main.js, no second round trip); the rest stays lazy. */
const SHELL_EAGER = ['react', 'react/', 'react-dom', 'react-dom/', 'zustand', 'zustand/vanilla', 'axios', 'single-spa', '@rv/shared-lib', '@rv/shared-lib/router', '@rv/ui-kit'];
const shellShared = Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, SHELL_EAGER.includes(key) ? { ...config, eager: true } : config]));
/** The UI kit is provided by the shell alone (eager on every page): remotes bundle no fallback copy. */
shared['@rv/ui-kit'] = { ...shared['@rv/ui-kit'], import: false };

function baseConfig({ dir, prefix, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    // No eval-based source maps: the server's Content-Security-Policy refuses 'unsafe-eval', in development too.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The federation runtime packages ship CommonJS and ESM; webpack's runtime requires the CommonJS
      // files while the runtime API imports the ESM ones. One format keeps one copy in the page.
      alias: {
        ...Object.fromEntries(
          ['@module-federation/runtime-core', '@module-federation/sdk', '@module-federation/runtime'].map((name) => [`${name}$`, require.resolve(name).replace(/\.cjs$/, '.js')]),
        ),
        // rxjs's default browser build is ES5 (esm5, with tslib helpers); every browser we serve runs ES2015+.
        rxjs$: path.join(path.dirname(require.resolve('rxjs/package.json')), 'dist/esm/index.js'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { modules: { auto: true, localIdentName: `${prefix}__[local]--[hash:base64:5]`, namedExport: false } } },
          ],
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[id].[contenthash:10].css' }),
      axiosWithoutFetchAdapter(),
      federationErrorsWithoutDescriptions(),
      ...(production ? [new CssModulesIndexPlugin()] : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** A remote: its own dist/, remoteEntry.js and mf-manifest.json; chunks load from wherever it is served. */
function createRemoteConfig({ dir, name, exposes, mode }) {
  const container = name.replace('-', '_');
  const config = baseConfig({ dir, prefix: name.replace('mfe-', ''), mode });
  return {
    ...config,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      // The entry and the federation runtime keep fixed names (served no-cache); chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: container,
      // dist/server/ is the server build's (it runs after this one, and not again on every watch rebuild).
      clean: { keep: (asset) => asset.startsWith('server/') },
    },
    plugins: [
      ...config.plugins,
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes,
        shared,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The shell provides the federation runtime; a remote entry carries only its container (first-load budgets).
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      new DeclaredRoutesPlugin(dir, name),
      new ContractPlugin({ requires: requiredRanges(dir) }),
    ],
  };
}

/** The host: index.html plus the single-spa root config; it learns remotes from /remotes.json. */
function createShellConfig({ dir, mode }) {
  const config = baseConfig({ dir, prefix: 'shell', mode });
  return {
    ...config,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/static/',
      // The federation runtime chunk cannot take a hash in its name; the entry is served no-cache
      // and index.html adds a content hash query to bust caches on deploy.
      filename: (pathData) => (pathData.chunk?.name === 'main' ? '[name].js' : '[name].[contenthash:10].js'),
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: 'shell',
      // dist/server/ is the server build's (it runs after this one, and not again on every watch rebuild).
      clean: { keep: (asset) => asset.startsWith('server/') },
    },
    optimization: {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, chunks: 'initial', name: 'react-dom', enforce: true },
        },
      },
    },
    plugins: [
      ...config.plugins,
      // V8 compiles every function of the shell's start-up scripts while they stream in, off the main thread
      // (explicit compile hints; the comment must open the file, so it is added after minification).
      new (require('webpack').BannerPlugin)({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test: /^(main|react-dom\.[0-9a-f]+)\.js$/,
        stage: require('webpack').Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
      // The template places the scripts itself: src/start/start-after-paint.js loads main.js once the page is painted.
      new HtmlWebpackPlugin({ template: './src/index.html', inject: false, hash: true }),
      // The versions the shell provides, for its loader's check of each remote's ranges (and the server's).
      new (require('webpack').DefinePlugin)({ __RV_PROVIDED_VERSIONS__: JSON.stringify(providedVersions()) }),
      new ContractPlugin({ provides: providedVersions() }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: shellShared,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // One federation runtime in the page, provided to every remote entry (they build with externalRuntime).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
  };
}

/** A CSS module's name in css-modules.json and server-assets.json: the same in a part's two builds (same loaders, same files), without its path. */
const cssModuleKey = (module) => crypto.createHash('sha256').update(module.identifier()).digest('base64url').slice(0, 16);
const cssModulesOf = (compilation, chunks) =>
  [...chunks].flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk)).filter((module) => module.type === 'css/mini-extract').map(cssModuleKey);

/** The remotes whose declared routes a remote's build checks its own against. */
const ROUTE_REMOTES = ['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio'];

/** Checks the remote's declared routes (src/routes.json) against the other remotes' and emits them as dist/routes.json. */
class DeclaredRoutesPlugin {
  constructor(dir, name) {
    this.dir = dir;
    this.name = name;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DeclaredRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DeclaredRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const file = path.join(this.dir, 'src', 'routes.json');
        compilation.fileDependencies.add(file);
        let text;
        try {
          text = fs.readFileSync(file, 'utf8');
          const declared = { [this.name]: JSON.parse(text) };
          for (const other of ROUTE_REMOTES.filter((remote) => remote !== this.name)) {
            const otherFile = path.join(this.dir, '..', other, 'src', 'routes.json');
            if (fs.existsSync(otherFile)) declared[other] = JSON.parse(fs.readFileSync(otherFile, 'utf8'));
          }
          // The one composition rule set, in TypeScript, loaded through tsx (a dev dependency of the repository).
          const { composeRouteTable } = require('tsx/cjs/api').require('./shared-lib/src/routing/route-table.ts', __filename);
          composeRouteTable(declared);
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(`${this.name}: declared routes refused: ${error.message}`));
          return;
        }
        compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(text));
      });
    });
  }
}

/**
 * Lists each stylesheet of a browser build with the CSS modules in it (dist/css-modules.json), so the
 * server build can tell which of them its own stylesheet already holds (ServerAssetsPlugin).
 */
class CssModulesIndexPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CssModulesIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CssModulesIndexPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const index = {};
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) if (file.endsWith('.css')) index[file] = cssModulesOf(compilation, [chunk]);
        }
        compilation.emitAsset('css-modules.json', new compiler.webpack.sources.RawSource(JSON.stringify(index)));
      });
    });
  }
}

/** Writes server-assets.json: an entry's stylesheets for the drawn page, and (`covers`) the browser stylesheets they hold. */
class ServerAssetsPlugin {
  constructor(browserDist) {
    this.browserDist = browserDist;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        let browserIndex = {};
        try {
          browserIndex = JSON.parse(fs.readFileSync(path.join(this.browserDist, 'css-modules.json'), 'utf8'));
        } catch {
          // No browser build yet: nothing is marked as loaded, the browser loads its stylesheets as usual.
        }
        const entries = {};
        for (const [name, entry] of compilation.entrypoints) {
          const held = new Set(cssModulesOf(compilation, entry.chunks));
          const covers = Object.entries(browserIndex).filter(([, modules]) => modules.length > 0 && modules.every((key) => held.has(key))).map(([file]) => file);
          entries[name] = { css: entry.getFiles().filter((file) => file.endsWith('.css')), covers };
        }
        compilation.emitAsset('server-assets.json', new compiler.webpack.sources.RawSource(JSON.stringify(entries, null, 2)));
      });
    });
  }
}

/**
 * A Node build of a part's pages for server rendering into dist/server/, with the browser build's CSS class names.
 * `drawsLazyPages`: the lazy pages' code (and so their styles) is bundled into the entry, not split off, so
 * a page the server preloads is drawn with its stylesheet linked (server-assets.json lists the entry's only).
 */
function createServerRenderConfig({ dir, prefix, entry, mode, drawsLazyPages = false }) {
  const config = baseConfig({ dir, prefix, mode });
  return {
    ...config,
    ...(drawsLazyPages ? { module: { ...config.module, parser: { javascript: { dynamicImportMode: 'eager' } } } } : {}),
    entry,
    target: 'node20',
    devtool: false,
    output: { path: path.join(dir, 'dist', 'server'), publicPath: '/static/server/', filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    externalsPresets: { node: true },
    // Packages come from node_modules at run time; the project's own code (and its CSS) is bundled.
    externals: [nodeExternals({ modulesDir: path.join(__dirname, 'node_modules'), additionalModuleDirs: [path.join(dir, 'node_modules')], allowlist: [/^@rv\//] })],
    resolve: { ...config.resolve, alias: {}, conditionNames: ['node', 'import', 'require', 'default'] },
    plugins: [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' }), new ServerAssetsPlugin(path.join(dir, 'dist'))],
    // Every stylesheet the layout's modules import, as the browser gets them (the UI kit's index imports its CSS).
    optimization: { ...config.optimization, minimize: false, splitChunks: false, sideEffects: false },
  };
}

/**
 * A route-owning remote's two builds: the browser's (createRemoteConfig), then its pages for server
 * rendering (src/server.ts -> dist/server/render-page.js), after it since the browser build cleans dist/.
 * The server build holds the lazy pages too: src/server.ts preloads the route's page, so every page is drawn.
 */
function createRemoteBuilds({ dir, name, mode, exposes }) {
  const server = createServerRenderConfig({ dir, prefix: name.replace('mfe-', ''), entry: { 'render-page': './src/server.ts' }, mode, drawsLazyPages: true });
  return [{ ...createRemoteConfig({ dir, name, mode, exposes }), name: 'browser' }, { ...server, name: 'server', dependencies: ['browser'] }];
}

module.exports = { createRemoteConfig, createRemoteBuilds, createShellConfig, createServerRenderConfig, shared, providedVersions, requiredRanges, AXIOS_FETCH_ADAPTER };
