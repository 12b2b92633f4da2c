import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Conventions that no compiler checks: one page-file name; every form of the site and the portal a
 * Formik form checked by a shared Yup schema from the domain package; comments that name a rule of the
 * specification in words, never by a section number or an issue a reader of the repository cannot open;
 * component tests that fake the API at the HTTP edge, never by replacing a fetcher with jest.mock.
 */
const ROOT = path.join(__dirname, '..');
const REMOTES = ['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio'];

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'fixtures']);

function sourceFiles(dir: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** Lines that cite the specification by section sign or an issue by number ("spec §9", "issue 12"). */
function unresolvableReferences(dir: string): string[] {
  return sourceFiles(dir, /\.(tsx?|[cm]?js|css)$/).flatMap((file) =>
    readFileSync(file, 'utf8').split('\n').flatMap((line, index) =>
      (/§|\bissues? #?\d+\b/i.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}`] : [])));
}

/** Page modules are `<name>.page.tsx`: not `.pages.tsx` or `-page.tsx`, and nothing else in a `pages/` folder but tests and their helpers. */
function misnamedPages(srcDir: string): string[] {
  return sourceFiles(srcDir)
    .map((file) => path.relative(srcDir, file))
    .filter((file) => {
      if (/\.test(-utils)?\.tsx?$/.test(file)) return false;
      if (/(\.pages|-page)\.tsx$/.test(file)) return true;
      return file.split(path.sep).includes('pages') && !file.endsWith('.page.tsx');
    });
}

/** A one-field search box that only navigates is not a form with rules. */
const NOT_VALIDATED_FORMS = new Set(['search-form.component.tsx']);

/** Form components (`*-form.component.tsx`) that do not import formik, or take no schema from @rv/domain. */
function formsOffFormik(srcDir: string): string[] {
  return sourceFiles(srcDir)
    .filter((file) => file.endsWith('-form.component.tsx') && !NOT_VALIDATED_FORMS.has(path.basename(file)))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      const formik = /^import [^;]+ from 'formik';/m.test(text);
      const schema = /^import [^;]*\b[A-Z_]*SCHEMA\b[^;]* from '@rv\/domain\/(forms|account|dealer|studio)';/m.test(text);
      return !formik || !schema;
    })
    .map((file) => path.relative(ROOT, file));
}

/** The text with comments and the insides of string literals blanked out (same length, lines kept), so only code is matched. */
function codeOnly(text: string): string {
  const blank = (from: number, to: number) => text.slice(from, to).replace(/[^\n]/g, ' ');
  let code = '';
  for (let i = 0; i < text.length;) {
    const two = text.slice(i, i + 2);
    let end = i + 1;
    if (two === '//' || two === '/*') {
      const close = two === '//' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2) + 2;
      end = close <= i ? text.length : close;
      code += blank(i, end);
    } else if (text[i] === "'" || text[i] === '"' || text[i] === '`') {
      for (end = i + 1; end < text.length && text[end] !== text[i]; end += 1) if (text[end] === '\\') end += 1;
      end = Math.min(end + 1, text.length);
      code += text[i] + blank(i + 1, end - 1) + (end - 1 > i ? text[end - 1] : '');
    } else code += text[i];
    i = end;
  }
  return code;
}

/** The code of the call whose '(' is at `open`, to its matching ')'. */
function callText(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    if ('([{'.includes(code[i])) depth += 1;
    else if (')]}'.includes(code[i]) && (depth -= 1) === 0) return code.slice(open, i + 1);
  }
  return code.slice(open);
}

/** A module of API calls: a `*.resource` file or one in an `api/` folder. */
const API_MODULE = /(\.resource|(^|\/)api\/[^'"]*)$/;

/**
 * `jest.mock(...)` calls in a test's text that fake API data below the HTTP edge: the module is a `*.resource`,
 * or the factory replaces a fetcher (a property named fetchX) or a resource hook (useX) of an API module.
 * Answered as 'line: module (names)'.
 */
function apiModuleMocks(text: string): string[] {
  const code = codeOnly(text);
  return [...text.matchAll(/\bjest\.(?:mock|doMock)\(\s*(['"`])([^'"`]+)\1/g)].flatMap((match) => {
    // A call written in a comment or a string is not a call.
    if (!code.startsWith('jest.', match.index)) return [];
    const call = callText(code, match.index + match[0].indexOf('('));
    const modulePath = match[2];
    const keys = [...call.matchAll(/(?:^|[{,\s])((?:fetch|use)[A-Z]\w*)\s*(?::|(?=\s*[,}]))/g)].map((m) => m[1]);
    const replaced = keys.filter((key) => /^fetch[A-Z]/.test(key) || API_MODULE.test(modulePath));
    if (!modulePath.endsWith('.resource') && !replaced.length) return [];
    const line = text.slice(0, match.index).split('\n').length;
    return [`${line}: ${modulePath}${replaced.length ? ` (${[...new Set(replaced)].join(', ')})` : ''}`];
  });
}

const MOCK_API_ADVICE = 'answer the request with mockApi from @rv/shared-lib/testing (and assert the requests it records)';

describe('conventions of the web parts', () => {
  it.each(REMOTES)('%s names its page modules <name>.page.tsx', (remote) => {
    expect(misnamedPages(path.join(ROOT, remote, 'src'))).toEqual([]);
  });

  it('has every form of the site and the portal on Formik with a domain schema (11 forms)', () => {
    const forms = REMOTES.flatMap((remote) => sourceFiles(path.join(ROOT, remote, 'src')))
      .filter((f) => f.endsWith('-form.component.tsx') && !NOT_VALIDATED_FORMS.has(path.basename(f)));
    expect(forms.length).toBeGreaterThanOrEqual(11);
    expect(REMOTES.flatMap((remote) => formsOffFormik(path.join(ROOT, remote, 'src')))).toEqual([]);
  });

  it('has no comment citing a section of the specification or an issue by number', () => {
    const folders = [...REMOTES, 'shell', 'shared-lib', 'domain', 'api'].map((part) => path.join(ROOT, part, 'src'));
    expect([...folders, path.join(ROOT, 'e2e'), path.join(ROOT, 'api', 'test')].flatMap(unresolvableReferences)).toEqual([]);
  });

  it('fakes API data at the HTTP edge with mockApi, never by a jest.mock of a fetcher or a resource hook', () => {
    const tests = [...REMOTES, 'shell', 'shared-lib'].flatMap((part) => sourceFiles(path.join(ROOT, part, 'src'), /\.test\.tsx?$/));
    expect(tests.length).toBeGreaterThan(100);
    const mocks = tests.flatMap((file) => apiModuleMocks(readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}:${hit}: ${MOCK_API_ADVICE}`));
    expect(mocks).toEqual([]);
  });

  it('builds development bundles the Content-Security-Policy runs: no eval-based source maps', () => {
    const preset = require('../webpack.preset.js') as {
      createShellConfig(options: { dir: string; mode: string }): { devtool?: unknown };
      createRemoteBuilds(options: { dir: string; name: string; mode: string; exposes: unknown }): Array<{ devtool?: unknown }>;
    };
    const csp = readFileSync(path.join(ROOT, 'api', 'src', 'app.ts'), 'utf8');
    // Scripts from the site itself, and the one inline script by its hash: no eval, nothing else inline.
    expect(csp).toMatch(/scriptSrc: \["'self'", KEEP_EARLY_TAPS_CSP\]/);
    for (const mode of ['development', 'production']) {
      const configs = [
        preset.createShellConfig({ dir: path.join(ROOT, 'shell'), mode }),
        ...preset.createRemoteBuilds({ dir: path.join(ROOT, 'mfe-catalog'), name: 'mfe-catalog', mode, exposes: {} }),
      ];
      expect(configs.map((config) => String(config.devtool)).filter((devtool) => devtool.includes('eval'))).toEqual([]);
    }
  });

  it('finds module mocks of fetchers and resource hooks, and leaves mocks of other seams alone', () => {
    const sample = [
      "jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));",
      "jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), fetchAllByType: jest.fn(), loadExposedComponent: jest.fn() }));",
      "jest.mock('../inventory/api/inventory.resource', () => ({ fetchBuildMatches: jest.fn() }));",
      "jest.mock('@rv/shared-lib/owners', () => ({",
      "  ...jest.requireActual('@rv/shared-lib/owners'),",
      '  // A renderer drawn from the slices: "fetchNothing: here" is only a comment.',
      "  loadBlockRenderer: async () => ({ default: () => null }), fetchOwnerReviews: jest.fn(async () => []),",
      '}));',
      "jest.mock('../brand-landing/api/brand-landing.resource', () => ({ useBrandLanding: () => ({ status: 'success', data: null }) }));",
      "jest.mock('./api/catalog-remote', () => ({ loadCatalogComponent: jest.fn() }));",
      "jest.mock('./use-media-query', () => ({ useMediaQuery: () => false }));",
      "jest.mock('../products/api/products', () => ({ useProducts: jest.fn() }));",
      "jest.mock('./crop-image', () => ({ ...jest.requireActual('./crop-image'), cropToSquare: jest.fn() }));",
      "jest.mock('./api/dealers.resource');",
      "// Not jest.mock('./api/leads.resource', () => ({ fetchLeads: jest.fn() })): a comment.",
    ].join('\n');
    expect(apiModuleMocks(sample)).toEqual([
      '2: @rv/shared-lib (fetchAllByType)',
      '3: ../inventory/api/inventory.resource (fetchBuildMatches)',
      '4: @rv/shared-lib/owners (fetchOwnerReviews)',
      '9: ../brand-landing/api/brand-landing.resource (useBrandLanding)',
      '12: ../products/api/products (useProducts)',
      '14: ./api/dealers.resource',
    ]);
  });

  it('finds a misnamed page, a form without Formik or a schema, and a section number', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rv-conventions-'));
    try {
      mkdirSync(path.join(dir, 'pages'));
      mkdirSync(path.join(dir, 'features'));
      writeFileSync(path.join(dir, 'pages', 'home.page.tsx'), '');
      writeFileSync(path.join(dir, 'pages', 'blog.pages.tsx'), '');
      writeFileSync(path.join(dir, 'pages', 'inventory.tsx'), '');
      writeFileSync(path.join(dir, 'features', 'owners-page.tsx'), '');
      expect(misnamedPages(dir).sort()).toEqual([path.join('features', 'owners-page.tsx'), path.join('pages', 'blog.pages.tsx'), path.join('pages', 'inventory.tsx')]);

      writeFileSync(path.join(dir, 'features', 'good-form.component.tsx'), "import { useFormik } from 'formik';\nimport { LEAD_SCHEMA } from '@rv/domain/forms';\n");
      writeFileSync(path.join(dir, 'features', 'hand-form.component.tsx'), "import { useState } from 'react';\nimport { LEAD_SCHEMA } from '@rv/domain/forms';\n");
      writeFileSync(path.join(dir, 'features', 'loose-form.component.tsx'), "import { useFormik } from 'formik';\n");
      writeFileSync(path.join(dir, 'features', 'search-form.component.tsx'), '');
      expect(formsOffFormik(dir).map((f) => path.basename(f)).sort()).toEqual(['hand-form.component.tsx', 'loose-form.component.tsx']);

      writeFileSync(path.join(dir, 'features', 'slider.module.css'), '/* Spec §9: cards 296 px. */\n.card {}\n');
      writeFileSync(path.join(dir, 'features', 'seed.ts'), '// The rule in words.\n// Added for issue 12.\n');
      expect(unresolvableReferences(dir).map((hit) => hit.slice(hit.lastIndexOf(path.sep) + 1)).sort()).toEqual(['seed.ts:2', 'slider.module.css:1']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
