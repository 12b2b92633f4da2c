// The API's folders import each other one way only: a step of `npm test`'s import-cycle check (scripts/test-all.mjs)
// beside .dependency-cruiser.cjs, proved on a fixture by scripts/import-rules/import-rules.test.ts. Tests are left
// out: every API test reaches the whole app through api/test/test-app.ts, which closes a loop by design.
const { options } = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-module-folders-no-cycle',
      severity: 'error',
      scope: 'folder',
      comment: 'A loop between API folders (e.g. a module and the outbox): move the shared part to a module both import, or wire it in the composition root (api/src/server.ts, api/src/outbox-handlers.ts).',
      from: { path: '^api/src/modules/' },
      to: { path: '^api/src/', circular: true },
    },
  ],
  options: { ...options, exclude: { path: ['(^|/)dist/', '\\.test\\.tsx?$', '^api/test/'] } },
};
