import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { loadServerBuild } from './load-server-build';
import { forgetFileStamps } from './file-stamp';
import { testAppPerFile, testDbKind } from '../../test/test-app';
import { fakeWebRoot } from '../../test/fake-web-root';

/** V8's collector, to read the heap with only what is still reachable in it. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

function heapAfterCollection(gc: () => void): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('loading a server build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-server-build-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs the file and the chunks it requires by relative path, with packages from node_modules, outside Node’s module cache', () => {
    fs.writeFileSync(path.join(dir, '12.js'), 'exports.chunk = () => "from chunk 12";');
    fs.writeFileSync(path.join(dir, 'render-page.js'), [
      'const React = require("react");',
      'const chunk = require("./12.js");',
      'exports.describe = () => chunk.chunk() + ", React " + React.version + ", " + __filename.endsWith("render-page.js");',
    ].join('\n'));
    const cachedBefore = Object.keys(require.cache).length;
    const build = loadServerBuild(path.join(dir, 'render-page.js')) as { describe(): string };
    expect(build.describe()).toBe(`from chunk 12, React ${(require('react') as { version: string }).version}, true`);
    expect(Object.keys(require.cache).filter((file) => file.startsWith(dir))).toEqual([]);
    expect(Object.keys(require.cache).length).toBe(cachedBefore);
  });

  it('gives a changed file’s new code on the next load, and an error in the build reaches the caller', () => {
    const file = path.join(dir, 'render-layout.js');
    fs.writeFileSync(file, 'exports.version = 1;');
    expect((loadServerBuild(file) as { version: number }).version).toBe(1);
    fs.writeFileSync(file, 'exports.version = 2;');
    expect((loadServerBuild(file) as { version: number }).version).toBe(2);
    fs.writeFileSync(file, 'throw new Error("this build is broken");');
    expect(() => loadServerBuild(file)).toThrow('this build is broken');
  });
});

describe(`50 deploys of a remote’s server build, each drawn once (${testDbKind})`, () => {
  /** Each build holds about 8 MB of its own, so keeping the old ones would grow the heap by about 400 MB. */
  const build = (deploy: number) => `
const held = new Array(1_000_000).fill(${deploy});
exports.configureServerRendering = () => undefined;
exports.renderPage = async (page) => ({ html: '<h1>Deploy ${deploy}: ' + held.length + ' held</h1>', seed: {} });
`;
  const webRoot = fakeWebRoot({ layout: 'exports.configureServerRendering = () => undefined; exports.renderLayout = async () => ({ html: \'<main><div id="rv-region-mfe-catalog"></div></main>\', seed: {} });', catalogPage: build(0) });
  const app = testAppPerFile({ serveWeb: true, config: { webRoot } });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  const file = path.join(webRoot, 'mfe-catalog', 'dist', 'server', 'render-page.js');

  const deployAndDraw = async (deploy: number) => {
    fs.writeFileSync(file, build(deploy));
    fs.utimesSync(file, new Date(), new Date(Date.now() + deploy * 1000));
    forgetFileStamps();
    const res = await app().app.inject({ method: 'GET', url: '/product/montana/fifth-wheels/floorplans' });
    expect(res.body).toContain(`<h1>Deploy ${deploy}: 1000000 held</h1>`);
  };

  it('draws each new build and keeps the heap from growing with the builds replaced', async () => {
    const gc = collector();
    await deployAndDraw(1);
    const before = heapAfterCollection(gc);
    for (let deploy = 2; deploy <= 51; deploy++) await deployAndDraw(deploy);
    const grown = heapAfterCollection(gc) - before;
    // One build is live at a time (about 8 MB); fifty kept would be about 400 MB.
    expect(grown).toBeLessThan(40 * 1024 * 1024);
  }, 120_000);
});
