// Import rules, a step of `npm test` (scripts/test-all.mjs), with the API module folders' rule in .dependency-cruiser-api.cjs; scripts/import-rules/import-rules.test.ts runs
// each rule on a fixture that breaks it. Paths are relative to where depcruise runs (the repository root).
const path = require('node:path');

/** Our packages others import (folder -> its package.json), with the files their "exports" name: the only ones another part may import. */
const PACKAGES = ['shared-lib', 'domain', 'ui-kit'];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const entryFiles = (folder) => {
  const { exports } = require(path.join(__dirname, folder, 'package.json'));
  return Object.values(exports).filter((target) => !target.includes('*')).map((target) => `^${escape(folder)}/${escape(target.slice(2))}$`);
};

/** Packages that run only in a browser (and the parts that use them): the domain package may import none of them. */
const BROWSER_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand', 'rxjs', 'axios', 'single-spa'];
/** The only packages the UI kit's code may import besides @rv/domain: React (and its types). */
const UI_KIT_PACKAGES = ['react', 'react-dom', '@types/react', '@types/react-dom'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import loop: move the shared part into a module both sides import (e.g. api/src/seed/types.ts).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-no-cycle',
      severity: 'error',
      comment: 'An import loop inside the platform package (shared-lib): its layers import downwards only.',
      from: { path: '^shared-lib/' },
      to: { path: '^shared-lib/', circular: true },
    },
    {
      name: 'domain-stays-react-free',
      severity: 'error',
      comment: 'The domain package (@rv/domain) runs in the API too: it imports no browser package, no platform or UI code and no remote.',
      from: { path: '^domain/' },
      to: { path: ['^(shared-lib|ui-kit|shell|api|e2e|mfe-[a-z]+)/', `(^|/)node_modules/(${BROWSER_PACKAGES.map(escape).join('|')})/`] },
    },
    {
      name: 'ui-kit-imports-no-platform',
      severity: 'error',
      comment: 'The UI kit (@rv/ui-kit) draws only: it imports no platform code (shared-lib), no remote, no shell or API; what it needs comes in as props.',
      from: { path: '^ui-kit/' },
      to: { path: '^(shared-lib|shell|api|e2e|mfe-[a-z]+)/' },
    },
    {
      name: 'ui-kit-imports-react-only',
      severity: 'error',
      comment: 'The UI kit\'s code imports React and @rv/domain, no other package (no router, store, HTTP client or single-spa); its tests may use test libraries.',
      from: { path: '^ui-kit/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '(^|/)node_modules/', pathNot: `(^|/)node_modules/(${UI_KIT_PACKAGES.map(escape).join('|')})/` },
    },
    ...PACKAGES.map((folder) => ({
      name: `no-deep-import-${folder}`,
      severity: 'error',
      comment: `Import ${folder} by one of its public entries (its package.json "exports"), never a file past them.`,
      from: { pathNot: `^${escape(folder)}/` },
      to: { path: `^${escape(folder)}/src/`, pathNot: entryFiles(folder) },
    })),
    {
      name: 'domain-entries-meet-at-their-index',
      severity: 'error',
      comment: 'Each @rv/domain entry is a shared singleton of its own: another entry is imported by its specifier (its index), or the module would be bundled twice.',
      from: { path: '^domain/src/([^/]+)/' },
      to: { path: '^domain/src/', pathNot: ['^domain/src/$1/', ...entryFiles('domain')], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-module-through-its-index',
      severity: 'error',
      comment: 'An API module asks another through its service or its index (what it offers other modules), never its repository or other files; tests and test helpers may reach further.',
      from: { path: '^api/src/modules/([^/]+)/', pathNot: ['\\.test\\.ts$', '(^|/)test-support\\.ts$'] },
      to: { path: '^api/src/modules/', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/(service|index)\\.ts$'] },
    },
    {
      name: 'api-folders-through-module-index',
      severity: 'error',
      comment: 'The API\'s other folders (seed, web, outbox, ...) ask a module through its service or its index, like another module; only the composition roots (api/src/app.ts, server.ts, outbox-handlers.ts) wire its internals, and tests may reach further.',
      from: { path: '^api/src/', pathNot: ['^api/src/modules/', '^api/src/(app|server|outbox-handlers)\\.ts$', '\\.test\\.ts$', '(^|/)test-support\\.ts$'] },
      to: { path: '^api/src/modules/', pathNot: '^api/src/modules/[^/]+/(service|index)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not cruised (doNotFollow), but imports of its packages stay visible to the rules.
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
