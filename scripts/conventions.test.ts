import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Conventions that no compiler checks: one page-file name; every form of the site and the portal a
 * Formik form checked by a shared Yup schema from the domain package; comments that name a rule of the
 * specification in words, never by a section number or an issue a reader of the repository cannot open.
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
      const schema = /^import [^;]*\b[A-Z_]*SCHEMA\b[^;]* from '@rv\/domain\/(forms|account|studio)';/m.test(text);
      return !formik || !schema;
    })
    .map((file) => path.relative(ROOT, file));
}

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

  it('builds development bundles the Content-Security-Policy runs: no eval-based source maps', () => {
    const preset = require('../webpack.preset.js') as {
      createShellConfig(options: { dir: string; mode: string }): { devtool?: unknown };
      createRemoteBuilds(options: { dir: string; name: string; mode: string; exposes: unknown }): Array<{ devtool?: unknown }>;
    };
    const csp = readFileSync(path.join(ROOT, 'api', 'src', 'app.ts'), 'utf8');
    expect(csp).toMatch(/scriptSrc: \["'self'"\]/);
    for (const mode of ['development', 'production']) {
      const configs = [
        preset.createShellConfig({ dir: path.join(ROOT, 'shell'), mode }),
        ...preset.createRemoteBuilds({ dir: path.join(ROOT, 'mfe-catalog'), name: 'mfe-catalog', mode, exposes: {} }),
      ];
      expect(configs.map((config) => String(config.devtool)).filter((devtool) => devtool.includes('eval'))).toEqual([]);
    }
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
