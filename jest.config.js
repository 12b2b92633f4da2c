/** One jest run for every package: each folder is a project with its own environment. */
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
};
const moduleNameMapper = {
  '\\.(css)$': 'identity-obj-proxy',
  '^@rv/shared-lib$': '<rootDir>/../shared-lib/src/index.ts',
  '^@rv/shared-lib/(.*)$': '<rootDir>/../shared-lib/src/$1',
};
/** ESM-only packages in node_modules that jest (CommonJS) must transform. */
const transformIgnorePatterns = ['/node_modules/(?!(content-disposition|@fastify/send|mime|escape-html|cookie|set-cookie-parser)/)'];
const web = (name) => ({
  displayName: name,
  rootDir: require('path').join(__dirname, name),
  testEnvironment: 'jsdom',
  transform,
  transformIgnorePatterns,
  moduleNameMapper,
  setupFiles: ['<rootDir>/../scripts/jest-route-table.ts'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest-setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
module.exports = {
  rootDir: __dirname,
  // API test files build an app on a fresh database; on a busy 2-core machine setup can take many seconds.
  // (testTimeout is a global option: a project's own value is ignored.)
  testTimeout: 60000,
  // Jest's default on 2 cores is one worker; much of an API test is waiting on the database, so two help.
  maxWorkers: 2,
  projects: [
    web('shared-lib'), web('shell'), web('mfe-catalog'), web('mfe-content'), web('mfe-owners'), web('mfe-forms'), web('mfe-dealer'),
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
