/** One jest run for every package: each folder is a project with its own environment. */
// .mjs too: the benches' shared modules (scripts/*.mjs) are imported by tests as well.
const transform = {
  '^.+\\.(?:[tj]sx?|mjs)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
};
/** Each public entry of our packages (package.json "exports") to its source; a deep path past them does not resolve. */
const packageEntries = (folder) => {
  const pkg = require(`./${folder}/package.json`);
  return Object.entries(pkg.exports).map(([key, target]) => [
    `^${(key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`,
    `<rootDir>/../${folder}/${target.slice(2)}`,
  ]);
};
const moduleNameMapper = {
  '\\.(css)$': 'identity-obj-proxy',
  ...Object.fromEntries([...packageEntries('shared-lib'), ...packageEntries('domain'), ...packageEntries('ui-kit')]),
};
/** ESM-only packages in node_modules that jest (CommonJS) must transform. */
const transformIgnorePatterns = ['/node_modules/(?!(content-disposition|@fastify/send|mime|escape-html|cookie|set-cookie-parser)/)'];
const web = (name, extra = {}) => ({
  displayName: name,
  rootDir: require('path').join(__dirname, name),
  testEnvironment: 'jsdom',
  transform,
  transformIgnorePatterns,
  moduleNameMapper,
  setupFiles: ['<rootDir>/../scripts/jest-route-table.ts'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest-setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  ...extra,
});
module.exports = {
  rootDir: __dirname,
  // API test files build an app on a fresh database; on a busy 2-core machine setup can take many seconds.
  // (testTimeout is a global option: a project's own value is ignored.)
  testTimeout: 60000,
  // Jest's default on 2 cores is one worker; much of an API test is waiting on the database, so two help.
  maxWorkers: 2,
  // Longest files first even on an empty jest cache (each CI run): see the sequencer.
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  // A folder for the run's migrated and seeded database dumps, which API test files load instead of seeding.
  globalSetup: '<rootDir>/scripts/jest-global-setup.cjs',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.cjs',
  projects: [
    web('shared-lib'), web('shell'), web('mfe-catalog'), web('mfe-content'), web('mfe-owners'), web('mfe-forms'), web('mfe-dealer'), web('mfe-studio'),
    // The UI kit draws no route: no route table to install.
    web('ui-kit', { setupFiles: [] }),
    {
      // The repository's own checks (import rules), run on fixtures.
      displayName: 'tooling',
      rootDir: require('path').join(__dirname, 'scripts'),
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/**/*.test.ts'],
      testPathIgnorePatterns: ['/fixtures/'],
    },
    {
      // The domain package runs where the API does: no DOM.
      displayName: 'domain',
      rootDir: require('path').join(__dirname, 'domain'),
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'api',
      rootDir: require('path').join(__dirname, 'api'),
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      setupFiles: ['<rootDir>/../scripts/jest-route-table.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
