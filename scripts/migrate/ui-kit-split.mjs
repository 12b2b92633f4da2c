// Moves shared-lib's UI kit (shared-lib/src/ui) into its own package, @rv/ui-kit (ui-kit/src), and rewrites
// every import of it: the names the kit exports leave `@rv/shared-lib` imports for `@rv/ui-kit` ones, and
// shared-lib's own relative imports of ../ui/* become the package's specifier. SiteLink and its helpers
// stay in the platform (shared-lib/src/routing/site-link.tsx): they navigate through single-spa and read the
// runtime config, which the kit may not import. Idempotent: run it again after a merge and files that still
// import the old paths or names are rewritten; moved files are not moved twice.
//   node scripts/migrate/ui-kit-split.mjs move      git mv only (commit this alone: renames stay renames)
//   node scripts/migrate/ui-kit-split.mjs rewrite   import paths and names, and ui-kit's index
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './source-files.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const OLD = 'shared-lib/src/ui';
const NEW = 'ui-kit/src';
const KIT = '@rv/ui-kit';
/** Modules of the old folder that stay in the platform, and where they go. */
const STAY_IN_PLATFORM = { 'site-link': 'shared-lib/src/routing/site-link' };
/** Old deep paths of the kit's stylesheets -> the kit's CSS entries. */
const CSS_PATHS = { '@rv/shared-lib/ui/tokens.css': '@rv/ui-kit/tokens.css' };
const FOLDERS = ['shared-lib/src', 'ui-kit/src', 'domain/src', 'api/src', 'api/test', 'api/scripts', 'shell/src',
  'mfe-catalog/src', 'mfe-content/src', 'mfe-owners/src', 'mfe-forms/src', 'mfe-dealer/src', 'e2e', 'scripts'];

const git = (...args) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const exists = (rel) => existsSync(path.join(root, rel));
const baseOf = (name) => name.replace(/(\.test)?\.(tsx?|css)$/, '');

function move() {
  if (!exists(OLD)) return console.log(`${OLD} is gone: nothing to move`);
  mkdirSync(path.join(root, NEW), { recursive: true });
  for (const name of readdirSync(path.join(root, OLD))) {
    const stay = STAY_IN_PLATFORM[baseOf(name)];
    const target = stay ? `${stay}${name.slice(baseOf(name).length)}` : `${NEW}/${name}`;
    if (exists(target)) {
      console.warn(`both ${OLD}/${name} and ${target} exist: merge them by hand`);
      continue;
    }
    git('mv', `${OLD}/${name}`, target);
    console.log(`moved ${OLD}/${name} -> ${target}`);
  }
}

/** The kit's modules (no tests, no index). */
const kitModules = () => readdirSync(path.join(root, NEW)).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'index.ts').map(baseOf).sort();

/** ui-kit's index: its stylesheet, then every module of the kit; a module added since is appended. */
function writeKitIndex() {
  const file = path.join(root, NEW, 'index.ts');
  let text = existsSync(file) ? readFileSync(file, 'utf8')
    : `/**\n * @rv/ui-kit: the design system every part draws with (buttons, modal, accordion, tooltip, error and\n * page states, hero picture, rich text, reveal and motion hooks) and its styles. Imports React and\n * @rv/domain only; shared as one singleton, eager in the shell (webpack.preset.js).\n */\nimport './ui-kit.css';\n\n`;
  const missing = kitModules().filter((base) => !text.includes(`'./${base}'`));
  if (!missing.length) return;
  text += missing.map((base) => `export * from './${base}';\n`).join('');
  writeFileSync(file, text);
  console.log(`${NEW}/index.ts exports ${missing.join(', ')}`);
}

/** Every name the kit exports (declarations of its modules). */
function kitNames() {
  const names = new Set();
  for (const base of kitModules()) {
    const file = [`${base}.ts`, `${base}.tsx`].map((name) => path.join(root, NEW, name)).find(existsSync);
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm)) names.add(name);
    for (const [, list] of text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
      for (const spec of list.split(',')) {
        const exported = spec.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop();
        if (exported) names.add(exported);
      }
    }
  }
  return names;
}

/** `{ a, type B, c as d }` -> its specifiers, each with the name it imports. */
const specifiersOf = (list) => list.split(',').map((spec) => spec.trim()).filter(Boolean)
  .map((text) => ({ text, name: text.replace(/^type\s+/, '').split(/\s+as\s+/)[0] }));

/** One import or export-from statement, on one line when short, else one name a line as the repository writes them. */
function statement(keyword, typeOnly, specs, from) {
  const head = `${keyword}${typeOnly ? ' type' : ''} `;
  const oneLine = `${head}{ ${specs.join(', ')} } from '${from}';`;
  return oneLine.length <= 130 ? oneLine : `${head}{\n  ${specs.join(',\n  ')},\n} from '${from}';`;
}

const NAMED = /^(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*'@rv\/shared-lib'\s*;?[ \t]*$/gm;

/** Splits the kit's names out of `@rv/shared-lib` imports and exports into `@rv/ui-kit` ones. */
function splitNamed(text, names) {
  return text.replace(NAMED, (whole, keyword, typeOnly, list) => {
    const specs = specifiersOf(list);
    const kit = specs.filter((spec) => names.has(spec.name)).map((spec) => spec.text);
    if (!kit.length) return whole;
    const rest = specs.filter((spec) => !names.has(spec.name)).map((spec) => spec.text);
    const lines = [];
    if (rest.length) lines.push(statement(keyword, Boolean(typeOnly), rest, '@rv/shared-lib'));
    lines.push(statement(keyword, Boolean(typeOnly), kit, KIT));
    return lines.join('\n');
  });
}

/** Two value imports from the kit in one file (a re-run after a merge) become one. */
function mergeKitImports(text) {
  const pattern = /^import\s*\{([^}]*)\}\s*from\s*'@rv\/ui-kit';[ \t]*\n?/gm;
  const found = [...text.matchAll(pattern)];
  if (found.length < 2) return text;
  const specs = [...new Set(found.flatMap(([, list]) => specifiersOf(list).map((spec) => spec.text)))];
  let first = true;
  return text.replace(pattern, () => {
    if (!first) return '';
    first = false;
    return `${statement('import', false, specs, KIT)}\n`;
  });
}

const IMPORT = /((?:import|export)\s[^;]*?\sfrom\s+|import\s*\(\s*|import\s+|jest\.(?:mock|requireActual)\(\s*|require\(\s*)'([^']+)'/gs;

/** Relative imports in shared-lib of its old ui folder: the kit's specifier, or the module that stayed. */
function rewritePaths(file, text) {
  const rel = path.relative(root, file);
  const inPlatform = rel.startsWith('shared-lib/src/');
  const inKit = rel.startsWith(`${NEW}/`);
  const problems = [];
  const out = text.replace(IMPORT, (whole, head, specifier) => {
    if (specifier in CSS_PATHS) return whole.replace(`'${specifier}'`, `'${CSS_PATHS[specifier]}'`);
    if (!specifier.startsWith('.')) {
      if (inKit && specifier.startsWith('@rv/') && specifier !== '@rv/domain' && !specifier.startsWith('@rv/domain/')) problems.push(`${rel} imports ${specifier}`);
      return whole;
    }
    const target = path.relative(root, path.resolve(path.dirname(file), specifier));
    if (inKit) {
      if (!target.startsWith(`${NEW}/`)) problems.push(`${rel} imports ${specifier} (outside the kit)`);
      return whole;
    }
    if (!inPlatform || !target.startsWith(`${OLD}/`)) return whole;
    const base = path.basename(target);
    if (base in STAY_IN_PLATFORM) {
      let moved = path.relative(path.dirname(file), path.join(root, STAY_IN_PLATFORM[base]));
      if (!moved.startsWith('.')) moved = `./${moved}`;
      return whole.replace(`'${specifier}'`, `'${moved}'`);
    }
    // The core used to re-export the kit and import its stylesheet: the kit is its own package now.
    if (/^export\s/.test(head) || /^import\s+$/.test(head)) return '';
    return whole.replace(`'${specifier}'`, `'${KIT}'`);
  });
  return { text: out, problems };
}

/** Lines a removed re-export left empty (`export * from` of the kit, its stylesheet's import). */
const dropEmptyStatements = (text) => text.replace(/^;[ \t]*\n/gm, '');

function rewrite() {
  if (!exists(NEW)) throw new Error(`${NEW} does not exist: run the move step first`);
  writeKitIndex();
  const names = kitNames();
  let changed = 0;
  const problems = [];
  for (const file of FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const before = readFileSync(file, 'utf8');
    const paths = rewritePaths(file, before);
    problems.push(...paths.problems);
    const inKit = path.relative(root, file).startsWith(`${NEW}/`);
    const after = inKit ? paths.text : mergeKitImports(splitNamed(dropEmptyStatements(paths.text), names));
    if (after !== before) {
      writeFileSync(file, after);
      changed += 1;
    }
    if (/jest\.mock\('@rv\/shared-lib'/.test(after) && [...names].some((name) => new RegExp(`jest\\.mock\\('@rv/shared-lib'[^;]*\\b${name}\\b`, 's').test(after))) {
      problems.push(`${path.relative(root, file)} mocks a kit name on @rv/shared-lib: mock @rv/ui-kit instead`);
    }
  }
  console.log(`rewrote imports in ${changed} files (${names.size} names of the kit)`);
  if (problems.length) {
    console.error(`The kit imports React and @rv/domain only; fix by hand:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}

const step = process.argv[2];
if (step === 'move') move();
else if (step === 'rewrite') rewrite();
else {
  console.error('usage: node scripts/migrate/ui-kit-split.mjs move|rewrite');
  process.exit(2);
}
