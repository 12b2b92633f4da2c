import zlib from 'node:zlib';
import { testAppPerFile, testDbKind } from '../../test/test-app';

describe(`page routes and the dealer server rule (${testDbKind})`, () => {
  const ctx = testAppPerFile({ serveWeb: true, config: { dealerHost: 'dealers.example.com', webRoot: '/nonexistent' } });

  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

  it.each(['/', '/product', '/product/montana/fifth-wheels/floorplans', '/keystone-life', '/owners/category/sub/winterizing', '/privacy-policy', '/ignite/sales/login'])(
    'answers %s with the shell page and 200',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toContain('no-cache');
      expect(res.body).toContain('id="rv-config"');
    },
  );

  it.each(['/studio', '/studio/sign-in', '/studio/content/home_page/1'])('answers the studio page %s with the shell, 200 and noindex, never the dealer rule', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('id="rv-config"');
  });

  it('keeps a consumer page indexable', async () => {
    expect((await get('/')).body).not.toContain('content="noindex"');
  });

  it('sends a page compressed to a browser that accepts brotli', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('id="rv-config"');
  });

  it.each(['/no-such-page', '/product/a/b', '/ignite', '/owners/category/sub/a/b'])('answers the unknown path %s with 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('"status":404');
  });

  it.each([
    ['/ignite/sales', '/ignite/sales/splash?redirectTo=%2Fignite%2Fsales'],
    ['/ignite/sales/dashboard', '/ignite/sales/splash?redirectTo=%2Fignite%2Fsales%2Fdashboard'],
    ['/ignite/sales/my-team?tab=2', '/ignite/sales/splash?redirectTo=%2Fignite%2Fsales%2Fmy-team%3Ftab%3D2'],
  ])('redirects a full-page request for %s to the splash with 301', async (url, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it.each(['/ignite/sales/splash?redirectTo=%2Fignite%2Fsales', '/ignite/sales/login', '/ignite/sales/login/register?token=x', '/ignite/sales/login/reset-password'])(
    'does not redirect the exempt path %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(200);
    },
  );

  it('redirects any page on the dealer host to the splash', async () => {
    const res = await get('/product', { host: 'dealers.example.com' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/ignite/sales/splash?redirectTo=%2Fproduct');
    expect((await get('/ignite/sales/splash', { host: 'dealers.example.com' })).statusCode).toBe(200);
  });

  it('serves remotes.json with every remote, the routes it declares, and no caching', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()['mfe-catalog']).toEqual({
      name: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js',
      routes: expect.arrayContaining([{ name: 'modelDetail', pattern: '/product/:brandName/:type/floorplans/:model_reference' }]),
    });
    expect(Object.keys(res.json())).toEqual(['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio']);
  });

  it('answers a missing asset with a plain 404, not the shell page', async () => {
    const res = await get('/remotes/mfe-catalog/missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('keeps API 404s in the API error shape', async () => {
    const res = await get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not Found');
  });
});
