import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testAppPerFile, testDbKind } from '../../test/test-app';
import { LAYOUT_RENDER_TIMEOUT_MS } from './layout-render';

const SHELL_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Keystone RV</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for shell/dist/server/render-layout.js (the real one is built by the shell and drawn in
 * the browser journeys): it asks the API for the site settings like the layout asks for its data, and
 * draws what it was given, so these tests see what the server does with a layout renderer.
 */
const FAKE_RENDERER = `
let fetchApi;
exports.configureServerRendering = (fn) => { fetchApi = fn; };
exports.renderLayout = async (page) => {
  if (page.pathname === '/fails') throw new Error('layout data unavailable');
  if (page.pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, ${LAYOUT_RENDER_TIMEOUT_MS + 500}));
  const settings = await fetchApi('/api/content/v1/single/site_settings');
  const consent = /rv_cookie_consent=/.test(page.cookieHeader || '');
  return {
    html: '<header>' + page.companyName + ' $& ' + page.pathname + '</header>' + (consent ? '' : '<section>Cookies on this site</section>'),
    seed: { settings: settings.status, dollar: '$1 </script>' },
  };
};
`;

describe(`pages with the layout drawn on the server (${testDbKind})`, () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-layout-render-'));
  const serverDir = path.join(webRoot, 'shell', 'dist', 'server');
  fs.mkdirSync(serverDir, { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(serverDir, 'render-layout.js'), FAKE_RENDERER);
  fs.writeFileSync(path.join(serverDir, 'server-assets.json'), JSON.stringify({ 'render-layout': { css: ['render-layout.0123456789.css'] } }));
  const app = testAppPerFile({ serveWeb: true, config: { webRoot } });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  const get = (url: string, cookie?: string) => app().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends the layout in #root, inert until the browser takes over, with its stylesheet and the data it was drawn from', async () => {
    const res = await get('/product');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><div inert data-server-rendered><header>Keystone RV $& /product</header><section>Cookies on this site</section></div></div>');
    expect(res.body).toContain('<link rel="stylesheet" href="/static/server/render-layout.0123456789.css">');
    const seed = /<script id="rv-seed" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(seed ?? 'null')).toEqual({ settings: 200, dollar: '$1 </script>' });
  });

  it('leaves the consent banner out once the visitor has chosen (the request’s cookie)', async () => {
    const consent = `rv_cookie_consent=${encodeURIComponent(JSON.stringify({ cookiesAccepted: true, all: false }))}`;
    const chosen = await get('/product', consent);
    expect(chosen.body).toContain('<header>Keystone RV $& /product</header></div>');
    expect(chosen.body).not.toContain('Cookies on this site');
    // A cached page for one never answers the other.
    expect((await get('/product')).body).toContain('Cookies on this site');
    expect((await get('/product', consent)).body).not.toContain('Cookies on this site');
  });

  it('draws unknown paths too (the layout shows the not-found page) and keeps their 404', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<header>Keystone RV $& /no-such-page</header>');
  });

  it('leaves dealer pages to the browser: their navigation depends on who is signed in', async () => {
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
    }
  }, LAYOUT_RENDER_TIMEOUT_MS * 4);
});

describe(`pages without a server build of the layout (${testDbKind})`, () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-layout-none-'));
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
