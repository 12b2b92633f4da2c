import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, testAppPerFile, testDbKind, type TestContext } from '../../test/test-app';
import { THEME_COLOR } from './app-icons';

const SHELL_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="theme-color" content="#000000"/><title>Keystone RV</title></head><body><div id="root"></div><script defer="defer" src="/static/main.js?0123456789abcdef0123"></script></body></html>';
const SW_SOURCE = "self.addEventListener('fetch', () => {});";

describe(`service worker, offline page, web app manifest and icons (${testDbKind})`, () => {
  let ctx: TestContext;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-sw-routes-'));
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist', 'service-worker'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'service-worker', 'sw.js'), SW_SOURCE);
    ctx = await createTestApp({ serveWeb: true, config: { webRoot } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('serves /sw.js from the shell build as JavaScript, revalidated on every check, for the whole site', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.body).toBe(SW_SOURCE);
  });

  it('answers a new /sw.js as soon as the shell is rebuilt', async () => {
    const file = path.join(webRoot, 'shell', 'dist', 'service-worker', 'sw.js');
    fs.writeFileSync(file, `${SW_SOURCE}// v2`);
    expect((await get('/sw.js')).body).toBe(`${SW_SOURCE}// v2`);
    fs.writeFileSync(file, SW_SOURCE);
  });

  it('serves the offline document: the shell page marked offline, not for search engines', async () => {
    const res = await get('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<meta name="rv-offline" content="true">');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('src="/static/main.js?0123456789abcdef0123"');
    expect(res.body).toContain('id="rv-config"');
  });

  it('links every page to the manifest with one theme colour, the manifest\'s', async () => {
    const page = (await get('/product')).body;
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
    expect(page.match(/name="theme-color"/g)).toHaveLength(1);
    expect(page).toContain(`<meta name="theme-color" content="${THEME_COLOR}">`);
    expect((await get('/no-such-page')).body).toContain('<link rel="manifest"');
  });

  it('serves an installable web app manifest', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: 'Keystone RV', short_name: 'Keystone RV', start_url: '/', scope: '/', display: 'standalone', theme_color: THEME_COLOR });
    expect(manifest.icons).toEqual(expect.arrayContaining([
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
      { src: '/icons/icon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
    ]));
  });

  it('serves every icon the manifest and the head name, with its type', async () => {
    const manifest = (await get('/manifest.webmanifest')).json() as { icons: Array<{ src: string; type: string }> };
    for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', type: 'image/png' }]) {
      const res = await get(icon.src);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(icon.type);
      expect(res.rawPayload.length).toBeGreaterThan(100);
    }
  });

  it('answers an unknown icon with 404 and a malformed name with 400, naming the problem', async () => {
    const missing = await get('/icons/icon-1024.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('No icon named "icon-1024.png".');
    const bad = await get('/icons/..%2Fsecret.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('name');
  });
});

describe('service worker before the shell is built', () => {
  const ctx = testAppPerFile({ serveWeb: true, config: { webRoot: '/nonexistent' } });

  it('answers /sw.js with a 404 that says what to do, so registration fails and is only logged', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('npm run build -- shell');
  });
});
