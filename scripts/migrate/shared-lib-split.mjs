// Moves shared-lib's React-free domain rules into the domain package (@rv/domain, domain/src/), and the
// entries only one remote uses into that remote, and rewrites every import of the old paths to the domain
// package's public entry points (or the remote's own folder). Idempotent: run it again
// after a merge and files that still import the old paths are rewritten; moved files are not moved twice.
//   node scripts/migrate/shared-lib-split.mjs move      git mv only (commit this alone: renames stay renames)
//   node scripts/migrate/shared-lib-split.mjs rewrite   import paths and the domain entries' index files
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './source-files.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const OLD = 'shared-lib/src';
const NEW = 'domain/src';

/** Old folder of shared-lib -> the domain entry (folder under domain/src, '' for the root entry) and the files that move. '*' moves the whole folder. */
const AREAS = {
  domain: { entry: '', files: '*' },
  locale: { entry: 'locale', files: '*' },
  towing: { entry: 'towing', files: '*' },
  format: { entry: 'format', files: '*' },
  forms: { entry: 'forms', files: '*' },
  account: { entry: 'account', files: '*' },
  catalog: { entry: 'catalog', files: ['brand-codes', 'browse-by', 'catalog-types', 'compare-differences', 'compare-rows', 'feature-value', 'filter-keys', 'filter-options', 'filter-state', 'glossary', 'listing-filters', 'product-images', 'recently-viewed', 'region', 'spec-codes', 'tow-filter'] },
  auth: { entry: 'auth', files: ['constants', 'rules', 'types', 'token', 'account-rules'] },
  dealer: { entry: 'dealer', files: ['dealership-scope', 'leaderboard', 'learning', 'levels', 'points', 'program-line-cache', 'program-line.types', 'program-lines', 'rewards-display', 'spiff-test-data'] },
  content: { entry: 'content', files: ['content-fields', 'content-slices', 'content-types', 'display-rules', 'link-resolver', 'video-ids'] },
  search: { entry: 'search', files: ['search-rules', 'snippet-parts', 'word-match'] },
  quiz: { entry: 'quiz', files: ['quiz-constants', 'quiz-questions'] },
  build: { entry: 'build', files: ['build-rules', 'build-weight'] },
  owners: { entry: 'owners', files: ['article-rules', 'layout-rules', 'owner-cookies', 'review-rules'] },
  tracking: { entry: 'tracking', files: ['tracking-events'] },
};
/** Single files that move to another folder than their own. */
const EXTRA_MOVES = { 'ui/display-options': 'content/display-options' };
/** Old deep-path shims (re-exports kept for the API): removed, their importers point at the real entry. */
const SHIMS = { 'quiz/tow-match': 'towing', 'forms/tracking-events': 'tracking' };
/**
 * shared-lib's deep paths (its old "./*" export) -> the public entry that exports them now: the server
 * entry for Node code (page answers, server rendering), the testing entry for tests, and the two small
 * modules the shell's boot code and service worker load without the core.
 */
const DEEP_PATHS = {
  'routing/route-table': 'server', 'seo/document-head': 'server', 'seo/page-heads': 'server', 'seo/route-heads': 'server',
  'spa/drawn-page': 'server', 'api/resource-seed': 'server', 'tracking/consent': 'server',
  'testing/mock-api': 'testing', 'testing/content-fixtures': 'testing',
  'spa/next-task': 'next-task', 'routing/path-pattern': 'path-pattern',
};
/** Test cases of the form rules, for the browser's and the API's parity tests: the domain package's testing entry. */
const DOMAIN_TEST_PATHS = { 'forms/form-cases': 'testing', 'account/account-form-cases': 'testing' };
/** shared-lib entries only one remote imports: the whole folder moves into that remote (old entry -> new folder). */
const REMOTE_ONLY = {
  quiz: 'mfe-catalog/src/features/quiz-state',
  build: 'mfe-catalog/src/features/build-state',
  dealer: 'mfe-dealer/src/features/dealer-api',
};
/** Tests of domain rules that sat in a remote-only folder: they move to the domain package. */
const TEST_MOVES = {
  'shared-lib/src/dealer/points-learning.test.ts': 'domain/src/dealer/points-learning.test.ts',
  'shared-lib/src/owners/review-article-rules.test.ts': 'domain/src/owners/review-article-rules.test.ts',
};
const FULLY_MOVED = Object.keys(AREAS).filter((area) => AREAS[area].files === '*');
const specifierOf = (entry) => (entry ? `@rv/domain/${entry}` : '@rv/domain');

const git = (...args) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const exists = (rel) => existsSync(path.join(root, rel));

/** old path without extension (relative to shared-lib/src) -> new path without extension (relative to domain/src). */
function movedModules() {
  const moves = {};
  for (const [area, { entry, files }] of Object.entries(AREAS)) {
    if (files === '*') {
      // Whole folder: what is (or was) there. After the move the folder may be gone; list the new one instead.
      const modulesIn = (dir) => (exists(dir) ? readdirSync(path.join(root, dir)).filter((name) => /\.tsx?$/.test(name)) : []);
      const names = modulesIn(`${OLD}/${area}`).length ? modulesIn(`${OLD}/${area}`) : modulesIn(`${NEW}/${entry}`);
      for (const name of names) {
        const base = name.replace(/\.tsx?$/, '');
        if (`${area}/${base}` in SHIMS || base.endsWith('.test')) continue;
        moves[`${area}/${base}`] = entry ? `${entry}/${base}` : base;
      }
    } else for (const base of files) moves[`${area}/${base}`] = `${entry}/${base}`;
  }
  Object.assign(moves, EXTRA_MOVES);
  return moves;
}

function move() {
  const moves = movedModules();
  // Whole folders move with every file in them (tests and all).
  for (const [area, { entry, files }] of Object.entries(AREAS)) {
    if (files !== '*' || !exists(`${OLD}/${area}`)) continue;
    for (const name of readdirSync(path.join(root, OLD, area))) {
      const target = path.join(NEW, entry, name);
      if (`${area}/${name.replace(/\.tsx?$/, '')}` in SHIMS || exists(target)) continue;
      mkdirSync(path.dirname(path.join(root, target)), { recursive: true });
      git('mv', `${OLD}/${area}/${name}`, target);
      console.log(`moved ${OLD}/${area}/${name} -> ${target}`);
    }
  }
  for (const [from, to] of Object.entries(moves)) {
    for (const suffix of ['.ts', '.tsx', '.test.ts', '.test.tsx']) {
      const source = `${OLD}/${from}${suffix}`;
      const target = `${NEW}/${to}${suffix}`;
      if (!exists(source) || exists(target)) continue;
      mkdirSync(path.dirname(path.join(root, target)), { recursive: true });
      git('mv', source, target);
      console.log(`moved ${source} -> ${target}`);
    }
  }
  for (const shim of Object.keys(SHIMS)) if (exists(`${OLD}/${shim}.ts`)) git('rm', '-q', `${OLD}/${shim}.ts`);
  for (const [source, target] of Object.entries(TEST_MOVES)) {
    if (!exists(source) || exists(target)) continue;
    git('mv', source, target);
    console.log(`moved ${source} -> ${target}`);
  }
  for (const [entry, folder] of Object.entries(REMOTE_ONLY)) {
    if (!exists(`${OLD}/${entry}`)) continue;
    mkdirSync(path.join(root, folder), { recursive: true });
    for (const name of readdirSync(path.join(root, OLD, entry))) {
      if (exists(`${folder}/${name}`)) continue;
      git('mv', `${OLD}/${entry}/${name}`, `${folder}/${name}`);
      console.log(`moved ${OLD}/${entry}/${name} -> ${folder}/${name}`);
    }
  }
}

/** `@rv/shared-lib/<entry>` of a remote-only entry, seen from a file: the relative path to the remote's folder. */
function remoteOnlyPath(file, entry) {
  const folder = REMOTE_ONLY[entry];
  const remote = folder.split('/')[0];
  const rel = path.relative(root, file);
  if (!rel.startsWith(`${remote}/`)) throw new Error(`${rel} imports @rv/shared-lib/${entry}, which moved into ${remote}: only ${remote} may use it`);
  const relative = path.relative(path.dirname(file), path.join(root, folder));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const entryOfNew = (newModule) => {
  const [first, ...rest] = newModule.split('/');
  return rest.length ? first : '';
};

/** A moved module's domain entry specifier, from its old path in shared-lib (without extension), or null. */
function entryForOld(oldModule, moves) {
  const bare = oldModule.replace(/\/index$/, '');
  if (bare in SHIMS) return specifierOf(SHIMS[bare]);
  if (FULLY_MOVED.includes(bare)) return specifierOf(AREAS[bare].entry);
  const target = moves[oldModule];
  return target ? specifierOf(entryOfNew(target)) : null;
}

const IMPORT = /((?:import|export)\s[^;]*?\sfrom\s+|import\s*\(\s*|jest\.(?:mock|requireActual)\(\s*|require\(\s*)'([^']+)'/gs;

const TYPE_ONLY = /^(import|export)\s+type\s/;

/**
 * A relative import inside the domain package, written when the file still sat in shared-lib: it is
 * resolved from the file's old folder. The same entry keeps a relative path; another entry is reached by
 * its specifier (each entry is its own shared singleton), except type-only imports, which are erased and
 * stay relative to the one module (no import cycle between two entries' indexes).
 */
function domainRelative(newModule, specifier, head, moves) {
  const ownModule = newModule.replace(/\.test$/, ''); // a test sat beside its module
  const oldModule = Object.keys(moves).find((old) => moves[old] === ownModule);
  if (!oldModule) return null; // written in the domain package (an entry's index): already right
  const fromOld = path.join(path.dirname(oldModule), specifier);
  const target = moves[fromOld] ?? moves[`${fromOld}/index`];
  if (target === undefined) return null; // already rewritten: it names the domain package's own layout
  const targetEntry = entryOfNew(target);
  const sameEntry = targetEntry === entryOfNew(newModule);
  if (!sameEntry && !TYPE_ONLY.test(head)) return specifierOf(targetEntry);
  let relative = path.relative(path.dirname(newModule), target).replace(/\/index$/, '');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative === specifier ? null : relative;
}

/** Rewrites one file's import specifiers; returns the new text. */
function rewriteFile(file, moves) {
  const text = readFileSync(file, 'utf8');
  const rel = path.relative(root, file);
  const inOld = rel.startsWith(`${OLD}/`);
  const inNew = rel.startsWith(`${NEW}/`);
  const newModule = inNew ? path.relative(path.join(root, NEW), file).replace(/\.tsx?$/, '') : null;
  return text.replace(IMPORT, (whole, head, specifier) => {
    let target = null;
    if (specifier.startsWith('@rv/shared-lib/')) {
      const sub = specifier.slice('@rv/shared-lib/'.length);
      if (sub in DEEP_PATHS) target = `@rv/shared-lib/${DEEP_PATHS[sub]}`;
      else if (sub in REMOTE_ONLY) target = remoteOnlyPath(file, sub);
      else if (sub in DOMAIN_TEST_PATHS) target = `@rv/domain/${DOMAIN_TEST_PATHS[sub]}`;
      else target = entryForOld(sub, moves);
    }
    else if (specifier.startsWith('.') && inOld) {
      const resolved = path.relative(path.join(root, OLD), path.resolve(path.dirname(file), specifier));
      target = entryForOld(resolved, moves);
    } else if (specifier.startsWith('.') && inNew) target = domainRelative(newModule, specifier, head, moves);
    return target ? whole.replace(`'${specifier}'`, `'${target}'`) : whole;
  });
}

/** A barrel that re-exports one entry twice keeps one line. */
const dedupeReexports = (text) => {
  const seen = new Set();
  return text.split('\n').filter((line) => {
    const match = /^export \* from '(@rv\/domain[^']*)';$/.exec(line);
    if (!match) return true;
    if (seen.has(match[1])) return false;
    seen.add(match[1]);
    return true;
  }).join('\n');
};

/** The index of each partly moved area's domain entry: every module moved there. */
function writeDomainIndexes(moves) {
  const byEntry = {};
  for (const target of Object.values(moves)) {
    const entry = entryOfNew(target);
    if (entry && !FULLY_MOVED.some((area) => AREAS[area].entry === entry)) (byEntry[entry] ??= []).push(path.basename(target));
  }
  for (const [entry, modules] of Object.entries(byEntry)) {
    const file = path.join(root, NEW, entry, 'index.ts');
    if (existsSync(file)) continue;
    const lines = modules.sort().map((name) => `export * from './${name}';`);
    writeFileSync(file, `/** @rv/domain/${entry}: the React-free ${entry} rules shared by the API and the browser. */\n${lines.join('\n')}\n`);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}

function rewrite() {
  const moves = movedModules();
  writeDomainIndexes(moves);
  const folders = ['shared-lib/src', 'domain/src', 'api/src', 'api/test', 'api/scripts', 'shell/src', 'mfe-catalog/src', 'mfe-content/src', 'mfe-owners/src', 'mfe-forms/src', 'mfe-dealer/src', 'e2e', 'scripts'];
  let changed = 0;
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const before = readFileSync(file, 'utf8');
    const after = dedupeReexports(rewriteFile(file, moves));
    if (after !== before) {
      writeFileSync(file, after);
      changed += 1;
    }
  }
  console.log(`rewrote imports in ${changed} files`);
}

const step = process.argv[2];
if (step === 'move') move();
else if (step === 'rewrite') rewrite();
else {
  console.error('usage: node scripts/migrate/shared-lib-split.mjs move|rewrite');
  process.exit(2);
}
