import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The contract test: TypeScript checks every component each remote exposes (its exposes.json) against
 * the props the contract names for it, and every part that embeds one against the same props. A remote
 * that changes a prop incompatibly, exposes a component the contract does not name, or a consumer that
 * passes other props, fails here (and in the type check of `npm test`).
 */
const REPO = path.resolve(__dirname, '..', '..', '..');
const EXPOSING = ['mfe-catalog', 'mfe-content', 'mfe-forms'] as const;
/** Every part that embeds another remote's component. */
const CONSUMERS = [
  'shell/src/layout/footer.tsx',
  'shell/src/layout/app-layout.tsx',
  'shell/src/layout/search-overlay-host.tsx',
  'shared-lib/src/content/block-renderer.ts',
  'mfe-catalog/src/features/brand-landing/components/brand-body.component.tsx',
  'mfe-catalog/src/features/build/api/forms-remote.ts',
  'mfe-catalog/src/features/build/components/send-to-dealer.component.tsx',
  'mfe-owners/src/features/content-blocks/components/content-blocks.component.tsx',
  'mfe-dealer/src/pages/my-products.page.tsx',
  'mfe-dealer/src/pages/support.page.tsx',
].map((file) => path.join(REPO, file));
const CHECK_FILE = path.join(REPO, 'shared-lib', 'src', 'contracts', 'exposed-check.generated.ts');

/** A module that assigns each exposed default export to a component of the contract's props. */
function checkSource(extra: Record<string, string[]> = {}): string {
  const lines = ["import type { ComponentType } from 'react';", "import type { PropsOf } from '@rv/shared-lib';"];
  let n = 0;
  for (const remote of EXPOSING) {
    const exposes = JSON.parse(fs.readFileSync(path.join(REPO, remote, 'exposes.json'), 'utf8')) as Record<string, string>;
    const names = [...Object.keys(exposes).filter((key) => key !== './spa').map((key) => key.slice(2)), ...(extra[remote] ?? [])];
    for (const name of names) {
      const file = path.join(REPO, remote, (exposes[`./${name}`] ?? exposes['./spa']).replace(/\.tsx?$/, ''));
      lines.push(`import Exposed${n} from '${path.relative(path.dirname(CHECK_FILE), file).split(path.sep).join('/')}';`);
      lines.push(`export const ${`${remote}__${name}`.replace(/-/g, '_')}: ComponentType<PropsOf<'${remote}', '${name}'>> = Exposed${n};`);
      n += 1;
    }
  }
  return lines.join('\n');
}

const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(REPO, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, REPO);
let previous: ts.Program | undefined;

/** Type errors in the check module and the consumers, with some files' text replaced (a changed remote). */
function contractErrors(replaced: Record<string, (text: string) => string> = {}, extra?: Record<string, string[]>): string[] {
  const host = ts.createCompilerHost(options);
  const sources = new Map<string, string>([[CHECK_FILE, checkSource(extra)]]);
  for (const [file, change] of Object.entries(replaced)) sources.set(path.join(REPO, file), change(fs.readFileSync(path.join(REPO, file), 'utf8')));
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => sources.get(path.resolve(file)) ?? readFile(file);
  host.fileExists = ((exists) => (file: string) => sources.has(path.resolve(file)) || exists(file))(host.fileExists.bind(host));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    const text = sources.get(path.resolve(file));
    return text === undefined ? getSourceFile(file, language, onError) : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([CHECK_FILE, ...CONSUMERS, path.join(REPO, 'types', 'assets.d.ts')], options, host, previous);
  previous = program;
  // Each error with its file and line (in the check module, the line names the remote and the component).
  return [CHECK_FILE, ...CONSUMERS].flatMap((file) => program.getSemanticDiagnostics(program.getSourceFile(file))).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.text.split('\n')[d.file.getLineAndCharacterOfPosition(d.start).line].trim() : '';
    return `${path.relative(REPO, d.file?.fileName ?? '')}: ${line}\n${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

const LEAD_FORM = 'mfe-forms/src/features/lead-form/components/lead-form.component.tsx';

describe('the props contract of the exposed components', () => {
  it('holds for every exposed component and every consumer as they are', () => {
    expect(contractErrors()).toEqual([]);
  }, 120_000);

  it('fails when a remote changes a prop incompatibly (a new required prop, a narrowed type)', () => {
    const required = contractErrors({ [LEAD_FORM]: (text) => text.replace('}: LeadFormProps) {', '}: LeadFormProps & { dealerNumber: string }) {') });
    expect(required.join('\n')).toContain("exposed-check.generated.ts: export const mfe_forms__lead_form: ComponentType<PropsOf<'mfe-forms', 'lead-form'>>");
    expect(required.join('\n')).toContain("Property 'dealerNumber' is missing");
    const narrowed = contractErrors({ [LEAD_FORM]: (text) => text.replace('}: LeadFormProps) {', "}: Omit<LeadFormProps, 'headingLevel'> & { headingLevel?: 2 }) {") });
    expect(narrowed.join('\n')).toMatch(/Type '3' is not assignable to type '2'/);
  }, 120_000);

  it('fails when a consumer passes props the contract does not name, or leaves out one it requires', () => {
    const footer = contractErrors({ 'shell/src/layout/footer.tsx': (text) => text.replace("placement: 'footer',", "placement: 'sidebar',") });
    expect(footer.join('\n')).toContain('shell/src/layout/footer.tsx: ');
    expect(footer.join('\n')).toContain('"sidebar"');
    const overlay = contractErrors({ 'shell/src/layout/search-overlay-host.tsx': (text) => text.replace(', onClose: () => setRequest(null)', '') });
    expect(overlay.join('\n')).toContain("Property 'onClose' is missing");
  }, 120_000);

  it('fails when a remote exposes a component the contract does not name', () => {
    expect(contractErrors({}, { 'mfe-forms': ['warranty-form'] }).join('\n')).toContain('"warranty-form"');
  }, 120_000);
});
