// Unused-export check over the repository's TypeScript (tsconfig.json). An export is "unused" when no
// file reads it, its own included (dead code: fails the check); "tests only" when only test code reads
// it (dead code kept alive by its tests: fails the check too, unless TEST_ONLY_ALLOWED names it). An
// export read in its own file and by tests is a module's tested unit and is not listed. Entry modules are left out: remotes' exposed
// modules, spa.tsx and server-render entries, and files nothing imports (servers, scripts), whose
// exports a loader or a command reads. Usage: node scripts/check-unused-exports.mjs [--tests] (--tests also lists the allowed ones)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const REMOTES = ['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio'];

/** Test code: test files, their helpers, fakes, fixtures and cases, the API's test folder, jest's setup and the journeys. */
const isTestCode = (file) => /\.test\.tsx?$/.test(file) || /[-.](fixtures?|fake|cases)\.tsx?$/.test(file)
  || /(^|\/)(test|test-support|testing|test-utils)(\/|\.tsx?$)/.test(file) || /^(e2e|scripts\/jest-)/.test(file);
/** Modules a build reads by path: the server-render entries and the browser's axios adapter (webpack.preset.js, shell/webpack.server.js). */
const BUILD_ENTRIES = ['shell/src/server/render-layout.tsx', 'shared-lib/src/api/axios-fetch-adapter.browser.ts', ...REMOTES.map((r) => `${r}/src/server.ts`)];

/** The exports only tests may read, as `file name`, and why: hooks that reset a module's state between tests, and one list tests check against. */
const TEST_ONLY_ALLOWED = new Map([
  ['shared-lib/src/api/resource-cache.ts resetResourceCache', 'the data layer\'s one reset, before every DOM test'],
  ['shared-lib/src/api/resource-seed.ts clearSeededResources', 'forgets the server render\'s seeded reads'],
  ['shared-lib/src/api/http-client.ts resetServiceClients', 'rebuilds the HTTP clients a test gave a fake adapter'],
  ['shared-lib/src/tracking/data-layer.ts resetTracking', 'forgets the page\'s tracking set-up'],
  ['shell/src/sw/update-state.ts resetUpdateOffer', 'forgets an offered service-worker update'],
  ['mfe-dealer/src/features/dealership-select/dealership-choice.ts resetDealershipChoices', 'rereads the stored dealership choices'],
  ['api/src/web/file-stamp.ts forgetFileStamps', 'forgets file stamps, as a second without requests would'],
  ['shared-lib/src/studio/studio.resource.ts studioApi', 'the studio API\'s one client, which the mfe-studio remote reads'],
  ['shared-lib/src/studio/staff-session.resource.ts staffEnrolment', 'the second-factor enrolment, which the mfe-studio remote\'s sign-in reads'],
  ['domain/src/content/content-slices.ts SLICE_TYPES', 'every slice type at run time, for the renderer\'s and the seed\'s coverage tests'],
]);

function loadProgram() {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  // jest's setup files are outside tsconfig.json but read exports (the fake Web Locks).
  const jestSetup = readdirSync(path.join(root, 'scripts')).filter((f) => /^jest-.*\.ts$/.test(f)).map((f) => path.join(root, 'scripts', f));
  return ts.createProgram({ rootNames: [...parsed.fileNames, ...jestSetup], options: parsed.options });
}

/** Modules a loader reads by name: each remote's exposed modules (exposes.json) and its single-spa entry. */
function loaderEntries() {
  const entries = new Set(BUILD_ENTRIES);
  for (const remote of REMOTES) {
    const exposes = JSON.parse(readFileSync(path.join(root, remote, 'exposes.json'), 'utf8'));
    for (const file of Object.values(exposes)) entries.add(path.join(remote, file));
    entries.add(path.join(remote, 'src', 'spa.tsx'));
  }
  return entries;
}

const program = loadProgram();
const checker = program.getTypeChecker();
const own = program.getSourceFiles().filter((sf) => !sf.isDeclarationFile && !sf.fileName.includes('/node_modules/'));
const rel = (sf) => path.relative(root, sf.fileName);

const resolve = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
/** Who reads each symbol (its own file included): 'code' once any non-test file does, else 'tests'. */
const readers = new Map();
/** Files some other file imports (or re-exports from). */
const imported = new Set();

const isExportSyntax = (node) => ts.isExportSpecifier(node.parent) || ts.isExportAssignment(node.parent);
const NAMED_DECLARATIONS = [ts.isFunctionDeclaration, ts.isClassDeclaration, ts.isInterfaceDeclaration, ts.isTypeAliasDeclaration,
  ts.isEnumDeclaration, ts.isVariableDeclaration, ts.isModuleDeclaration];
const isDeclarationName = (node) => node.parent?.name === node && NAMED_DECLARATIONS.some((is) => is(node.parent));

/** The symbol a name reads: `{ x }` in an object reads the variable x; `({ x }) =>` of a module's namespace reads its export x. */
function symbolRead(node) {
  const { parent } = node;
  if (ts.isShorthandPropertyAssignment(parent)) return checker.getShorthandAssignmentValueSymbol(parent);
  if (ts.isBindingElement(parent) && ts.isObjectBindingPattern(parent.parent) && (parent.propertyName ?? parent.name) === node) {
    return checker.getTypeAtLocation(parent.parent).getProperty(node.text) ?? checker.getSymbolAtLocation(node);
  }
  return checker.getSymbolAtLocation(node);
}

function markRead(symbol, byTest) {
  const target = checker.getExportSymbolOfSymbol(resolve(symbol));
  if (!byTest) readers.set(target, 'code');
  else if (!readers.has(target)) readers.set(target, 'tests');
}

for (const sf of own) {
  const byTest = isTestCode(rel(sf));
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const target = checker.getSymbolAtLocation(node.moduleSpecifier)?.declarations?.[0]?.getSourceFile();
      if (target && target !== sf) imported.add(target.fileName);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
      const moduleSymbol = checker.getSymbolAtLocation(node.arguments[0]);
      const target = moduleSymbol?.declarations?.[0]?.getSourceFile();
      if (target) imported.add(target.fileName);
      // React.lazy(() => import(...)) reads the default export without naming it.
      const fallback = moduleSymbol && checker.tryGetMemberInModuleExports('default', moduleSymbol);
      if (fallback) markRead(fallback, byTest);
    }
    // A re-export passes a symbol on, and a declaration names it; neither reads it. An import counts
    // (lint refuses an import that is not used).
    if (ts.isIdentifier(node) && !isExportSyntax(node) && !isDeclarationName(node)) {
      const symbol = symbolRead(node);
      if (symbol) markRead(symbol, byTest);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

const entries = loaderEntries();
const unused = [];
const testsOnly = [];
const allowed = [];
for (const sf of own) {
  const file = rel(sf);
  if (isTestCode(file) || entries.has(file) || !imported.has(sf.fileName)) continue;
  const moduleSymbol = checker.getSymbolAtLocation(sf);
  if (!moduleSymbol) continue;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    if (symbol.flags & ts.SymbolFlags.Alias) continue; // a re-export: judged where it is declared
    const declaration = symbol.declarations?.[0];
    if (!declaration || declaration.getSourceFile() !== sf) continue;
    const line = sf.getLineAndCharacterOfPosition(declaration.getStart()).line + 1;
    const where = `${file}:${line} ${symbol.getName()}`;
    const reader = readers.get(symbol);
    if (!reader) unused.push(where);
    else if (reader === 'tests') (TEST_ONLY_ALLOWED.has(`${file} ${symbol.getName()}`) ? allowed : testsOnly).push(where);
  }
}

if (unused.length) console.log(`Exports nothing reads, not even their own file (${unused.length}):\n  ${unused.join('\n  ')}`);
if (testsOnly.length) console.log(`\nExports only test code reads (${testsOnly.length}): delete them with their tests, or test through what reads them:\n  ${testsOnly.join('\n  ')}`);
if (process.argv.includes('--tests') && allowed.length) console.log(`\nAllowed test-only exports (${allowed.length}, TEST_ONLY_ALLOWED):\n  ${allowed.join('\n  ')}`);
console.log(`\n${unused.length} unused exports, ${testsOnly.length} used only by tests (besides ${allowed.length} allowed).`);
process.exitCode = unused.length || testsOnly.length ? 1 : 0;
