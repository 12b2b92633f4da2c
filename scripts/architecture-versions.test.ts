import { readFileSync } from 'node:fs';
import path from 'node:path';

/** ARCHITECTURE.md's table of parts names each shared package's version: it must be the one its package.json has. */
const root = path.resolve(__dirname, '..');
const architecture = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
const packageOf = (folder: string) => JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string; version: string };

/** Rows such as "| `shared-lib/` | `@rv/shared-lib` 1.4.0 | ...": folder, package name and version. */
const rows = [...architecture.matchAll(/^\| `([a-z-]+)\/` \| `(@rv\/[a-z-]+)` (\d+\.\d+\.\d+) \|/gm)].map(([, folder, name, version]) => ({ folder, name, version }));

describe('ARCHITECTURE.md agrees with package.json', () => {
  it('names the shared packages with a version', () => {
    expect(rows.map((r) => r.folder).sort()).toEqual(['domain', 'shared-lib', 'ui-kit']);
  });

  it.each(rows)('$name is at the version its package.json gives', ({ folder, name, version }) => {
    expect({ name, version }).toEqual({ name: packageOf(folder).name, version: packageOf(folder).version });
  });

  it("shows a remote's range on shared-lib as one a remote really declares", () => {
    const example = /A remote needs the ranges of its[\s\S]*?\(`"@rv\/shared-lib": "([^"]+)"`/.exec(architecture)?.[1];
    const declared = ['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio']
      .map((remote) => (JSON.parse(readFileSync(path.join(root, remote, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies?.['@rv/shared-lib']);
    expect(declared).toContain(example);
  });
});
