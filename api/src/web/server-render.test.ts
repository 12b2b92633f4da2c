import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testAppPerFile, testDbKind } from '../../test/test-app';
import { SERVER_RENDER_TIMEOUT_MS, fillRegion } from './server-render';
import { forgetFileStamps } from './file-stamp';
import { SHELL_HTML, fakeWebRoot, writeBuild } from '../../test/fake-web-root';

/**
 * Stand-ins for the server builds (the real ones are built by the shell and the remotes, and drawn in
 * the browser journeys): they ask the API for data like the real ones do (a GET and a POST with a
 * body) and draw what they were given, so these tests see what the server does with them.
 */
const FAKE_LAYOUT = `
let fetchApi;
exports.configureServerRendering = (fn) => { fetchApi = fn; };
exports.renderLayout = async (page) => {
  if (page.pathname === '/fails') throw new Error('layout data unavailable');
  if (page.pathname.startsWith('/ignite/')) return { html: '', seed: {} };
  if (page.pathname === '/slow') await new Promise(() => {}); // A render that never ends: only the server's timeout sends the page.
  const settings = await fetchApi({ method: 'GET', url: '/api/content/v1/single/site_settings' });
  const consent = /rv_cookie_consent=/.test(page.cookieHeader || '');
  return {
    html: '<header>' + page.companyName + ' $& ' + page.pathname + '</header><main><div id="rv-region-mfe-catalog" class="region"></div><div id="rv-region-mfe-content" class="region"></div></main>' + (consent ? '' : '<section>Cookies on this site</section>'),
    seed: { settings: settings.status, dollar: '$1 </script>' },
  };
};
`;
const FAKE_CATALOG = `
let fetchApi;
exports.configureServerRendering = (fn) => { fetchApi = fn; };
exports.renderPage = async (page) => {
  if (page.search.includes('broken')) throw new Error('this page cannot be drawn');
  const search = await fetchApi({ method: 'POST', url: '/api/search/v1/models', body: JSON.stringify({ size: 1, filters: { 'models.typeClass': ['fifth-wheels'] } }) });
  return { html: '<h1>Floorplans ' + page.search + '</h1><p>search answered ' + search.status + '</p>', seed: { results: search.status } };
};
`;

describe(`pages drawn on the server (${testDbKind})`, () => {
  const webRoot = fakeWebRoot({ layout: FAKE_LAYOUT, catalogPage: FAKE_CATALOG });
  const app = testAppPerFile({ serveWeb: true, config: { webRoot } });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  const get = (url: string, cookie?: string) => app().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const seedOf = (body: string) => JSON.parse(/<script id="rv-seed" type="application\/json">([^<]*)<\/script>/.exec(body)?.[1] ?? 'null');

  it('sends the layout in #root, live from first paint (no inert wrapper), with its stylesheet and the data it was drawn from', async () => {
    const res = await get('/keystone-life');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><div data-server-rendered><header>Keystone RV $& /keystone-life</header>');
    expect(res.body).toContain('<link rel="stylesheet" href="/static/server/render-layout.0123456789.css">');
    expect(seedOf(res.body)).toEqual({ settings: 200, dollar: '$1 </script>' });
    // The browser build's stylesheet that render-layout's holds is marked as loaded, for the webpack runtime.
    expect(res.body).toContain('<style data-href="render-layout-chunk.abcdef0123.css" data-src="/static/render-layout-chunk.abcdef0123.css"></style>');
    expect(res.body).not.toContain('render-page-chunk');
    // The shell's entry stylesheet is one of them: not linked as well.
    expect(res.body).toContain('<style data-href="main.0a1b2c3d4e.css" data-src="/static/main.0a1b2c3d4e.css"></style>');
    expect(res.body).not.toContain('<link rel="stylesheet" href="/static/main.0a1b2c3d4e.css');
  });

  it('keeps a tap made before the page is live: its inline keeper comes first in the head, allowed by the CSP by its hash', async () => {
    const res = await get('/keystone-life');
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')};`));
    expect(res.body.indexOf('<script>')).toBeLessThan(res.body.indexOf('<link rel="stylesheet"'));
    // A page the browser draws has nothing to keep.
    expect((await get('/ignite/sales/login')).body).not.toContain('<script>');
  });

  it('draws the route’s page from its remote into that remote’s region, with the page’s data and stylesheet', async () => {
    const res = await get('/product/montana/fifth-wheels/floorplans?sort=price');
    expect(res.body).toMatch(/<div id="rv-region-mfe-catalog" class="region" data-server-rendered><div data-server-page style="display:contents"><h1>Floorplans \?sort=price<\/h1><p>search answered 200<\/p><\/div><\/div>/);
    expect(res.body).toContain('<div id="rv-region-mfe-content" class="region"></div>');
    expect(res.body).toContain('<link rel="stylesheet" href="/remotes/mfe-catalog/server/render-page.0123456789.css">');
    // Each marker says where its file is served (the shell's under /static/, the remote's under its path).
    for (const [file, url] of [
      ['render-layout-chunk.abcdef0123.css', '/static/render-layout-chunk.abcdef0123.css'], ['main.0a1b2c3d4e.css', '/static/main.0a1b2c3d4e.css'],
      ['render-page-chunk.abcdef0123.css', '/remotes/mfe-catalog/render-page-chunk.abcdef0123.css'],
    ]) expect(res.body).toContain(`<style data-href="${file}" data-src="${url}"></style>`);
    expect(seedOf(res.body)).toMatchObject({ settings: 200, results: 200 });
    // Its styles are linked; the browser build's copies are not preloaded as well (the remote asks for them
    // when it mounts), and its scripts, which the paint does not need, come at low priority.
    expect(res.body).toContain('<link rel="preload" href="/remotes/mfe-catalog/spa.0123456789.js" as="script" fetchpriority="low">');
    expect(res.body).not.toContain('as="style"');
  });

  it('sends the layout alone when the page cannot be drawn, and a remote without a server build is left to the browser', async () => {
    const broken = await get('/product/montana/fifth-wheels/floorplans?broken=1');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<header>Keystone RV $& /product/montana/fifth-wheels/floorplans</header>');
    expect(broken.body).toContain('<div id="rv-region-mfe-catalog" class="region"></div>');
    // Drawn by the browser, the page's styles come from the browser build: preloaded.
    expect(broken.body).toContain('<link rel="preload" href="/remotes/mfe-catalog/spa.0123456789.css" as="style">');
    expect(broken.body).toContain('<link rel="preload" href="/remotes/mfe-catalog/spa.0123456789.js" as="script">');
    const content = await get('/keystone-life');
    expect(content.body).toContain('<div id="rv-region-mfe-content" class="region"></div>');
  });

  it('leaves the consent banner out once the visitor has chosen (the request’s cookie), and never serves one the other’s page', async () => {
    const consent = `rv_cookie_consent=${encodeURIComponent(JSON.stringify({ cookiesAccepted: true, all: false }))}`;
    expect((await get('/owners', consent)).body).not.toContain('Cookies on this site');
    expect((await get('/owners')).body).toContain('Cookies on this site');
    expect((await get('/owners', consent)).body).not.toContain('Cookies on this site');
  });

  it('links the stylesheet a new build names, also when only the styles changed (the script file is the same)', async () => {
    const assets = path.join(webRoot, 'shell', 'dist', 'server', 'server-assets.json');
    const before = fs.statSync(assets).mtimeMs;
    fs.writeFileSync(assets, JSON.stringify({ 'render-layout': { css: ['render-layout.abcdefabcd.css'] } }));
    fs.utimesSync(assets, new Date(), new Date(before + 5000));
    forgetFileStamps(); // a second later: the deploy is seen
    const res = await get('/keystone-life');
    expect(res.body).toContain('<link rel="stylesheet" href="/static/server/render-layout.abcdefabcd.css">');
    expect(res.body).not.toContain('render-layout.0123456789.css');
  });

  it('draws unknown paths too (the layout shows the not-found page) and keeps their 404', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<header>Keystone RV $& /no-such-page</header>');
  });

  it('sends an empty #root when the shell draws nothing for the page (a dealer page after the consent choice)', async () => {
    const res = await get('/ignite/sales/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('rv-seed');
  });

  it('still sends the page, for the browser to draw, when the layout cannot be drawn or takes too long', async () => {
    for (const url of ['/fails', '/slow']) {
      const res = await get(url);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('id="rv-config"');
      // The browser draws it: the shell's own stylesheet stays linked, and nothing is marked as held.
      expect(res.body).toContain('<link rel="stylesheet" href="/static/main.0a1b2c3d4e.css?f00d"/>');
      expect(res.body).not.toContain('<style data-href');
    }
  }, SERVER_RENDER_TIMEOUT_MS * 4);
});

describe(`a remote built for other versions of the shared packages than the shell's (${testDbKind})`, () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-server-render-contract-'));
  const shellDist = path.join(webRoot, 'shell', 'dist');
  fs.mkdirSync(shellDist, { recursive: true });
  fs.writeFileSync(path.join(shellDist, 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(shellDist, 'contract.json'), JSON.stringify({ provides: { '@rv/shared-lib': '1.0.0', '@rv/domain': '1.0.0' } }));
  writeBuild(path.join(shellDist, 'server'), 'render-layout', FAKE_LAYOUT);
  /** A build of mfe-catalog in `folder` of its dist, needing `range` of the platform. */
  const catalogBuild = (folder: string, range: string) => {
    const dir = path.join(webRoot, 'mfe-catalog', 'dist', folder);
    writeBuild(path.join(dir, 'server'), 'render-page', FAKE_CATALOG);
    fs.writeFileSync(path.join(dir, 'contract.json'), JSON.stringify({ requires: { '@rv/shared-lib': range } }));
    fs.copyFileSync(path.join(__dirname, '..', '..', '..', 'mfe-catalog', 'src', 'routes.json'), path.join(dir, 'routes.json'));
  };
  catalogBuild('', '^2.0.0');
  catalogBuild('previous', '^1.0.0');
  const remotesFile = path.join(webRoot, 'remotes.json');
  const pointCatalogAt = (entry: string) => {
    fs.writeFileSync(remotesFile, JSON.stringify({ 'mfe-catalog': { name: 'mfe_catalog', entry } }));
    forgetFileStamps();
  };
  pointCatalogAt('/remotes/mfe-catalog/remoteEntry.js');
  const app = testAppPerFile({ serveWeb: true, config: { webRoot, remotesFile } });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  const page = () => app().app.inject({ method: 'GET', url: '/product/montana/fifth-wheels/floorplans' });

  it('is not drawn with its server build: the page goes out with the layout for the browser, which refuses it', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<header>Keystone RV $& /product/montana/fifth-wheels/floorplans</header>');
    expect(res.body).toContain('<div id="rv-region-mfe-catalog" class="region"></div>');
    expect(res.body).not.toContain('<h1>Floorplans');
    const remotes = (await app().app.inject('/remotes.json')).json();
    expect(remotes['mfe-catalog'].requires).toEqual({ '@rv/shared-lib': '^2.0.0' });
  });

  it('is rolled back by pointing remotes.json at the previous build kept beside it, which is drawn from its own folder', async () => {
    pointCatalogAt('/remotes/mfe-catalog/previous/remoteEntry.js');
    const res = await page();
    expect(res.body).toContain('<h1>Floorplans </h1>');
    expect(res.body).toContain('<link rel="stylesheet" href="/remotes/mfe-catalog/previous/server/render-page.0123456789.css">');
    const remotes = (await app().app.inject('/remotes.json')).json();
    expect(remotes['mfe-catalog']).toMatchObject({ entry: '/remotes/mfe-catalog/previous/remoteEntry.js', requires: { '@rv/shared-lib': '^1.0.0' } });
    pointCatalogAt('/remotes/mfe-catalog/remoteEntry.js');
    expect((await page()).body).not.toContain('<h1>Floorplans');
  });
});

/**
 * mfe-owners draws its content blocks with mfe-content's renderer: stand-ins for both server builds, the
 * owners' drawing the renderer it was handed (or the loading note the browser replaces), as the real one does,
 * and naming the other builds' resource seeds it was given to draw their blocks' data through.
 */
const FAKE_OWNERS = `
let renderer = null;
exports.configureServerRendering = () => ({ name: 'mfe-owners seed' });
exports.provideBlockRenderer = (given) => { renderer = given; };
exports.renderPage = async (page) => ({
  html: '<h1>' + page.pathname + '</h1>' + (renderer ? renderer({ slices: ['Check the fuel first.'] }) : '<p>Loading…</p>') + '<p>seeds: ' + (page.seedScopes || []).map((scope) => scope.name).join() + '</p>',
  seed: {},
});
`;
const FAKE_CONTENT = `
exports.configureServerRendering = () => ({ name: 'mfe-content seed' });
exports.renderPage = async () => ({ html: '<h1>content</h1>', seed: {} });
exports.serverBlockRenderer = (config) => ({ slices }) => '<section data-company="' + config.companySlug + '">' + slices.join('') + '</section>';
`;

describe(`an owner page drawn with mfe-content's block renderer (${testDbKind})`, () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-server-render-owners-'));
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
  writeBuild(path.join(webRoot, 'shell', 'dist', 'server'), 'render-layout', FAKE_LAYOUT.replace('rv-region-mfe-catalog', 'rv-region-mfe-owners'));
  for (const [remote, source] of [['mfe-owners', FAKE_OWNERS], ['mfe-content', FAKE_CONTENT]]) {
    const dist = path.join(webRoot, remote, 'dist');
    writeBuild(path.join(dist, 'server'), 'render-page', source);
    fs.writeFileSync(path.join(dist, 'server', 'server-assets.json'), JSON.stringify({ 'render-page': { css: [`${remote}.0123456789.css`], covers: [`${remote}-chunk.abcdef0123.css`] } }));
    fs.copyFileSync(path.join(__dirname, '..', '..', '..', remote, 'src', 'routes.json'), path.join(dist, 'routes.json'));
  }
  const remotesFile = path.join(webRoot, 'remotes.json');
  // Routes given inline for a remote hosted elsewhere: none is fetched.
  const pointContentAt = (entry: string) => {
    fs.writeFileSync(remotesFile, JSON.stringify({
      'mfe-owners': { name: 'mfe_owners', entry: '/remotes/mfe-owners/remoteEntry.js' },
      'mfe-content': { name: 'mfe_content', entry, ...(entry.startsWith('http') ? { routes: [] } : {}) },
    }));
    forgetFileStamps();
  };
  pointContentAt('/remotes/mfe-content/remoteEntry.js');
  const app = testAppPerFile({ serveWeb: true, config: { webRoot, remotesFile } });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  const article = () => app().app.inject({ method: 'GET', url: '/owners/generator-will-not-start' });

  it('arrives with the blocks drawn by that renderer, and both remotes’ stylesheets linked and marked', async () => {
    const res = await article();
    expect(res.body).toContain('<h1>/owners/generator-will-not-start</h1><section data-company="keystone">Check the fuel first.</section>');
    expect(res.body).not.toContain('Loading…');
    // Its blocks read their data (testimonials' reviews) through mfe-content's own copy of the seed: drawn with it.
    expect(res.body).toContain('<p>seeds: mfe-content seed</p>');
    expect(res.body).toContain('<link rel="stylesheet" href="/remotes/mfe-owners/server/mfe-owners.0123456789.css">');
    expect(res.body).toContain('<link rel="stylesheet" href="/remotes/mfe-content/server/mfe-content.0123456789.css">');
    expect(res.body).toContain('<style data-href="mfe-content-chunk.abcdef0123.css" data-src="/remotes/mfe-content/mfe-content-chunk.abcdef0123.css"></style>');
    expect(res.body).toContain('<style data-href="mfe-owners-chunk.abcdef0123.css" data-src="/remotes/mfe-owners/mfe-owners-chunk.abcdef0123.css"></style>');
  });

  it('leaves the blocks to the browser when mfe-content is hosted elsewhere (its build there may differ from this one)', async () => {
    pointContentAt('https://cdn.example.com/mfe-content/remoteEntry.js');
    const res = await article();
    expect(res.body).toContain('<h1>/owners/generator-will-not-start</h1><p>Loading…</p><p>seeds: </p>');
    expect(res.body).not.toContain('mfe-content.0123456789.css');
    expect(res.body).not.toContain('mfe-content-chunk');
    pointContentAt('/remotes/mfe-content/remoteEntry.js');
    expect((await article()).body).toContain('Check the fuel first.');
  });
});

describe(`pages without server builds (${testDbKind})`, () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-server-render-none-'));
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
  const app = testAppPerFile({ serveWeb: true, config: { webRoot } });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  it('are sent for the browser to draw, as before', async () => {
    const res = await app().app.inject({ method: 'GET', url: '/product' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('filling a remote’s region', () => {
  it('puts the page, with no inert wrapper, into the empty region of that remote only, and takes `$` in the page as it is', () => {
    const layout = '<main><div id="rv-region-mfe-owners" class="r"></div><div id="rv-region-mfe-catalog" class="r"></div></main>';
    expect(fillRegion(layout, 'mfe-catalog', '<p>$& $1</p>')).toBe('<main><div id="rv-region-mfe-owners" class="r"></div><div id="rv-region-mfe-catalog" class="r" data-server-rendered><div data-server-page style="display:contents"><p>$& $1</p></div></div></main>');
    expect(fillRegion(layout, 'mfe-dealer', '<p>x</p>')).toBe(layout);
  });
});
