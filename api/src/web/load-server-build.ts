import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';

/** The parameters Node gives a CommonJS file: a server build is one (webpack `library: commonjs2`). */
const COMMONJS_PARAMETERS = ['exports', 'require', 'module', '__filename', '__dirname'];

/** Where the API itself finds React and the other packages a server build leaves to Node. */
const apiRequire = createRequire(__filename);

/**
 * A package a server build asks for: from node_modules above the build (a build in this checkout), else
 * from the API's own node_modules (a deploy's web root has none): the same React the API renders with.
 */
function requirePackage(buildRequire: NodeJS.Require, request: string): unknown {
  let resolved: string;
  try {
    resolved = buildRequire.resolve(request);
  } catch {
    resolved = apiRequire.resolve(request);
  }
  return apiRequire(resolved);
}

/**
 * Loads a server build (a CommonJS file and the chunk files it requires by relative path) as a fresh
 * module graph of its own, with public Node APIs only (vm.compileFunction, module.createRequire). Nothing
 * of it enters Node's module cache, so a deploy's new build replaces the old one and the old one is
 * garbage once its exports are dropped: memory does not grow with deploys (load-server-build.test.ts).
 */
export function loadServerBuild(file: string): unknown {
  const buildRequire = createRequire(file);
  const loaded = new Map<string, { exports: unknown }>();
  const load = (target: string): unknown => {
    const known = loaded.get(target);
    if (known) return known.exports;
    const module = { exports: {} as unknown };
    loaded.set(target, module);
    const run = vm.compileFunction(fs.readFileSync(target, 'utf8'), COMMONJS_PARAMETERS, { filename: target });
    const dir = path.dirname(target);
    const require = (request: string) => (request.startsWith('./') || request.startsWith('../') ? load(path.resolve(dir, request)) : requirePackage(buildRequire, request));
    run.call(module.exports, module.exports, require, module, target, dir);
    return module.exports;
  };
  return load(path.resolve(file));
}
