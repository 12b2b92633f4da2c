// Checks every manifest in deploy/kubernetes (or the folder given) against the Kubernetes API's schemas,
// as shipped by the kubernetes-models package, in two ways:
//  - its JSON schema validators (types, required fields, enumerations, formats);
//  - its TypeScript types, with each object written as a typed literal, so a field the API does not
//    have (a misspelt `readinesProbe`) is an error too: the JSON schemas allow unknown fields.
// Prints one line per object and a JSON summary on the last line; exits 1 when any object is invalid.
//   node deploy/check-kubernetes.mjs [folder]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.resolve(process.argv[2] ?? path.join(root, 'deploy', 'kubernetes'));
/** Files that are not API objects: kustomize's own file lists the others. */
const NOT_API_OBJECTS = new Set(['kustomize.config.k8s.io/v1beta1 Kustomization']);

/** kubernetes-models' module for an apiVersion and kind: core `v1` objects sit in `v1/`. */
const modulePath = (apiVersion, kind) => `kubernetes-models/${apiVersion}/${kind}`;

function readObjects(dir) {
  const objects = [];
  for (const file of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const docs = parseAllDocuments(readFileSync(path.join(dir, file), 'utf8'));
    docs.forEach((doc, index) => {
      if (doc.errors.length) objects.push({ file, index, errors: doc.errors.map((e) => `YAML: ${e.message}`) });
      else if (doc.contents !== null) objects.push({ file, index, data: doc.toJSON(), errors: [] });
    });
  }
  return objects;
}

async function schemaErrors(object) {
  const { apiVersion, kind } = object.data;
  let model;
  try {
    const file = path.join(root, 'node_modules', ...modulePath(apiVersion, kind).split('/')) + '.js';
    model = (await import(pathToFileURL(file).href))[kind];
  } catch {
    return [`no schema for apiVersion "${apiVersion}" kind "${kind}"`];
  }
  try {
    new model(object.data).validate();
    return [];
  } catch (error) {
    return [String(error.message ?? error)];
  }
}

/** Type-checks every object as a literal of its kubernetes-models interface; errors by object. */
function typeErrors(objects) {
  const virtual = path.join(root, 'deploy', '__kubernetes_manifests__.ts');
  const lines = [];
  const starts = [];
  objects.forEach((object, i) => {
    const { apiVersion, kind } = object.data;
    starts.push(lines.length);
    lines.push(`import type { I${kind} as T${i} } from '${modulePath(apiVersion, kind)}';`);
    lines.push(`export const o${i}: T${i} = ${JSON.stringify(object.data, null, 1)};`);
  });
  const source = lines.join('\n').split('\n');
  const lineStarts = [];
  // Map each generated line back to its object (the JSON spans many lines).
  let objectIndex = -1;
  source.forEach((line) => {
    if (line.startsWith('import type ')) objectIndex += 1;
    lineStarts.push(objectIndex);
  });
  const text = source.join('\n');
  const options = { strict: true, noEmit: true, skipLibCheck: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, types: [] };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, version, ...rest) => (path.resolve(name) === virtual ? ts.createSourceFile(name, text, version) : getSourceFile.call(host, name, version, ...rest));
  host.fileExists = (name) => path.resolve(name) === virtual || fileExists.call(host, name);
  host.readFile = (name) => (path.resolve(name) === virtual ? text : readFile.call(host, name));
  const program = ts.createProgram([virtual], options, host);
  const byObject = objects.map(() => []);
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (!d.file || path.resolve(d.file.fileName) !== virtual) {
      byObject.forEach((errors) => errors.push(`types: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`));
      continue;
    }
    const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    byObject[lineStarts[line]]?.push(`unknown or mistyped field: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  }
  return byObject;
}

const objects = readObjects(folder);
const apiObjects = [];
for (const object of objects) {
  if (!object.data) continue;
  const { apiVersion, kind, metadata } = object.data;
  object.kind = kind;
  object.name = metadata?.name ?? null;
  if (NOT_API_OBJECTS.has(`${apiVersion} ${kind}`)) {
    object.skipped = true;
    continue;
  }
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') {
    object.errors.push('apiVersion and kind are required');
    continue;
  }
  object.errors.push(...(await schemaErrors(object)));
  if (!object.errors.some((e) => e.startsWith('no schema'))) apiObjects.push(object);
}
typeErrors(apiObjects).forEach((errors, i) => apiObjects[i].errors.push(...errors));

for (const o of objects) {
  const label = `${o.file}#${o.index} ${o.kind ?? '?'} ${o.name ?? ''}`.trim();
  process.stdout.write(`${o.skipped ? `skip ${label} (not an API object)` : o.errors.length ? `FAIL ${label}\n  ${o.errors.join('\n  ')}` : `ok   ${label}`}\n`);
}
const summary = objects.map(({ file, index, kind, name, errors, skipped }) => ({ file, index, kind, name, errors, skipped: Boolean(skipped) }));
process.stdout.write(`${JSON.stringify(summary)}\n`);
process.exit(objects.some((o) => o.errors.length) ? 1 : 0);
