import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The import rules of .dependency-cruiser.cjs (a step of `npm test`), each run on a fixture that breaks it:
 * fixtures/ mirrors the repository's folders (domain, shared-lib, ui-kit, a remote, the API's modules) with one
 * offending module per rule and one allowed import. The API folders' cycle rule (.dependency-cruiser-api.cjs) runs too.
 */
const root = path.resolve(__dirname, '..', '..');
const fixtures = path.join(__dirname, 'fixtures');

interface Violation { rule: { name: string }; from: string; to: string }

function cruiseFixtures(config = '.dependency-cruiser.cjs', folders = ['domain', 'shared-lib', 'ui-kit', 'mfe-catalog', 'api']): Violation[] {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'depcruise'),
    ['--config', path.join(root, config), '--output-type', 'json', ...folders],
    { cwd: fixtures, encoding: 'utf8' },
  );
  // depcruise exits non-zero when a rule is broken, which every fixture here does on purpose.
  const report = JSON.parse(result.stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

const violations = cruiseFixtures();
const brokenBy = (file: string) => violations.filter((v) => v.from === file).map((v) => `${v.rule.name} -> ${v.to.replace(/^(\.\.\/)+/, '')}`).sort();

describe('import rules', () => {
  it('a domain module importing React or the platform package is refused', () => {
    expect(brokenBy('domain/src/catalog/uses-react.ts')).toEqual(['domain-stays-react-free -> node_modules/react/index.js']);
    expect(brokenBy('domain/src/catalog/uses-platform.ts')).toEqual([
      'domain-stays-react-free -> shared-lib/src/stores/site.store.ts',
      'no-deep-import-shared-lib -> shared-lib/src/stores/site.store.ts',
    ]);
  });

  it('an import past a package\'s public entries is refused, the entry itself is allowed', () => {
    expect(brokenBy('mfe-catalog/src/deep-import.ts')).toEqual(['no-deep-import-domain -> domain/src/catalog/filter-keys.ts']);
    expect(brokenBy('mfe-catalog/src/deep-import-ui-kit.ts')).toEqual(['no-deep-import-ui-kit -> ui-kit/src/badge.tsx']);
    expect(brokenBy('mfe-catalog/src/entry-import.ts')).toEqual([]);
  });

  it('a domain module importing the UI kit is refused, even by its entry', () => {
    expect(brokenBy('domain/src/catalog/uses-ui-kit.ts')).toEqual(['domain-stays-react-free -> ui-kit/src/index.ts']);
  });

  it('the UI kit imports React and the domain package only: no platform code, no other package', () => {
    expect(brokenBy('ui-kit/src/uses-platform.ts')).toEqual([
      'no-deep-import-shared-lib -> shared-lib/src/stores/site.store.ts',
      'ui-kit-imports-no-platform -> shared-lib/src/stores/site.store.ts',
    ]);
    expect(brokenBy('ui-kit/src/uses-single-spa.ts')).toEqual([expect.stringMatching(/^ui-kit-imports-react-only -> node_modules\/single-spa\//)]);
    expect(brokenBy('ui-kit/src/badge.tsx')).toEqual([]);
    // Its tests may use test libraries (here axios, to build the error a caller hands it).
    expect(brokenBy('ui-kit/src/badge.test.ts')).toEqual([]);
  });

  it('one domain entry reaches another through its index only', () => {
    expect(brokenBy('domain/src/format/index.ts')).toEqual(['domain-entries-meet-at-their-index -> domain/src/catalog/filter-keys.ts']);
  });

  it('a cycle inside the platform package is refused', () => {
    const cycle = violations.filter((v) => v.rule.name === 'platform-no-cycle').map((v) => [v.from, v.to]);
    expect(cycle).toEqual([['shared-lib/src/stores/auth.store.ts', 'shared-lib/src/stores/site.store.ts']]);
  });

  it('an API module reaches another through its service or index; its tests may reach further', () => {
    expect(brokenBy('api/src/modules/beta/uses-repository.ts')).toEqual(['api-module-through-its-index -> api/src/modules/alpha/repository.ts']);
    expect(brokenBy('api/src/modules/beta/uses-index.ts')).toEqual([]);
    expect(brokenBy('api/src/modules/beta/beta.test.ts')).toEqual([]);
  });

  it('the API\'s other folders (seed, web) reach a module through its service or index too; their tests may reach further', () => {
    expect(brokenBy('api/src/seed/uses-repository.ts')).toEqual(['api-folders-through-module-index -> api/src/modules/alpha/repository.ts']);
    expect(brokenBy('api/src/web/uses-index.ts')).toEqual([]);
    expect(brokenBy('api/src/web/web.test.ts')).toEqual([]);
  });

  it('a loop between API folders is refused, one closed only by tests is not', () => {
    const loops = cruiseFixtures('.dependency-cruiser-api.cjs', ['api']).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    // gamma -> outbox -> delta -> gamma, once per module folder on it; alpha <-> beta through their tests is left out.
    expect(loops).toEqual([
      'api-module-folders-no-cycle: api/src/modules/delta -> api/src/modules/gamma',
      'api-module-folders-no-cycle: api/src/modules/gamma -> api/src/outbox',
    ]);
  });
});
