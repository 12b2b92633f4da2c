import {
  heldStylesheetsOf,
  answerFromFloorplans, appShellFromOfflineDocument, CACHE_BUSTING_PARAM, cachingRuleFor, catalogQueryCacheKey, floorplanDocKey,
  floorplanDocsOf, floorplanOfPage, isSkipWaitingMessage, networkRoutes, OFFLINE_MARKER, referenceOfFloorplanDocKey, requestedFloorplans, seededFloorplanDocsOf, type RequestFacts,
} from './caching-rules';

const ORIGIN = 'https://www.example.com';
const rule = (url: string, facts: Partial<RequestFacts> = {}) => cachingRuleFor({ url, method: 'GET', hasAuthorization: false, origin: ORIGIN, ...facts });

describe('which requests the service worker caches, and how', () => {
  it.each(['/', '/product/montana/fifth-wheels/floorplans/3120RL', '/keystone-life/some-post', '/ignite/sales/login'])('loads the page %s network first', (url) => {
    expect(rule(url, { mode: 'navigate', destination: 'document' })).toBe('page');
  });

  it.each([
    '/remotes/mfe-catalog/mf-manifest.json', '/remotes/mfe-forms/remoteEntry.js', '/remotes.json', '/static/main.js', '/static/main.js?d806d80dcccda51f1c4c',
    '/remotes/mfe-catalog/main.js',
  ])('fetches the entry %s network first, so a deploy is seen on the next navigation', (url) => {
    expect(rule(url, { destination: 'script' })).toBe('entry');
  });

  it.each([
    '/static/342.3a993f9576.js', '/static/461.0c665323d6.css', '/remotes/mfe-catalog/831.c1c65aee09.js',
    '/remotes/mfe-catalog/__federation_expose_spa.0c3d62c8c3.js', '/static/fonts/brand.woff2',
    '/api/media/scene/montana.svg', '/api/media/brand-logo/company.svg', '/api/search/v1/models/ABC-2026/floorplan/main.svg', '/icons/icon-192.png',
  ])('serves the hashed file, font or generated image %s cache first', (url) => {
    expect(rule(url)).toBe('static-asset');
  });

  it.each(['/api/search/v1/models/ABC-2026/features', '/api/search/v1/brands/MT/features', '/api/content/v1/documents/navigation/new-nav', '/api/content/v1/single/home_page', '/api/v1/setting/S-AND-O-GROUP-ORDER'])(
    'answers the catalogue or content GET %s stale-while-revalidate',
    (url) => {
      expect(rule(url)).toBe('api-read');
    },
  );

  it.each(['/api/search/v1/models', '/api/search/v1/brands'])('caches the catalogue search POST %s by its body, network first', (url) => {
    expect(rule(url, { method: 'POST' })).toBe('catalog-query');
  });

  it.each([
    ['a sign-in', '/api/auth/signin', 'POST'],
    ['a session check', '/api/auth/session', 'GET'],
    ['incentive lines', '/api/ax/v1/lines/approved', 'GET'],
    ['a lead form post', '/api/web/form/lead', 'POST'],
    ['the form brand list', '/api/web/form/data/brands', 'GET'],
    ['gamification', '/api/mambo/v1/keystonerv_production/users/1/levels', 'GET'],
    ['the development mailbox', '/api/dev/mailbox', 'GET'],
    ['the service worker itself', '/sw.js', 'GET'],
    ['an unlisted API', '/api/geo', 'GET'],
    ['site search', '/api/site-search/v1/searches?query=x', 'GET'],
    ['a GraphQL post', '/api/graphql', 'POST'],
    ['a delete', '/api/search/v1/models', 'DELETE'],
    ['a brochure PDF', '/api/media/brochure/montana-2026.pdf', 'GET'],
    ['a source map', '/static/342.3a993f9576.js.map', 'GET'],
    ['a page path fetched by script', '/product', 'GET'],
  ])('never caches %s (%s %s)', (_what, url, method) => {
    expect(rule(url, { method })).toBe('network-only');
  });

  it('never caches a request carrying a bearer token, even one that would otherwise be cached', () => {
    expect(rule('/api/content/v1/documents/core/core', { hasAuthorization: true })).toBe('network-only');
    expect(rule('/api/search/v1/models', { method: 'POST', hasAuthorization: true })).toBe('network-only');
    expect(rule('/ignite/sales/splash', { mode: 'navigate', hasAuthorization: true })).toBe('network-only');
  });

  it('leaves other origins alone', () => {
    expect(rule('https://www.youtube-nocookie.com/embed/x', { mode: 'navigate' })).toBe('network-only');
    expect(rule('https://cdn.example.org/static/342.3a993f9576.js')).toBe('network-only');
  });

  it('does not confuse a path that merely starts like a never-cached one', () => {
    expect(rule('/api/authors-guide', { mode: 'navigate' })).toBe('network-only');
    expect(rule('/api/content/v1/documents/page/authors')).toBe('api-read');
  });

  it('ignores only the cache-busting hash index.html puts on main.js, not ordinary parameters', () => {
    expect(CACHE_BUSTING_PARAM.test('d806d80dcccda51f1c4c')).toBe(true);
    expect(CACHE_BUSTING_PARAM.test('page')).toBe(false);
    expect(CACHE_BUSTING_PARAM.test('abc')).toBe(false);
  });
});

describe('catalogue searches cached by their body', () => {
  const url = `${ORIGIN}/api/search/v1/models`;

  it('gives the same key to the same search written in another key order', () => {
    const a = catalogQueryCacheKey(url, JSON.stringify({ size: 1, filters: { model: { referenceId: ['X'], active: true } } }));
    const b = catalogQueryCacheKey(url, JSON.stringify({ filters: { model: { active: true, referenceId: ['X'] } }, size: 1 }));
    expect(a).toBe(b);
    expect(a.startsWith(`${url}?query=`)).toBe(true);
  });

  it('gives different searches different keys', () => {
    expect(catalogQueryCacheKey(url, '{"size":1}')).not.toBe(catalogQueryCacheKey(url, '{"size":2}'));
    expect(catalogQueryCacheKey(url, '{"filters":{"model":{"referenceId":["A","B"]}}}')).not.toBe(catalogQueryCacheKey(url, '{"filters":{"model":{"referenceId":["B","A"]}}}'));
  });

  it('keys a body that is not JSON by its text', () => {
    expect(catalogQueryCacheKey(url, 'not json')).toBe(`${url}?query=not%20json`);
  });
});

describe('floorplans remembered for offline pages', () => {
  const docs = [
    { uniqueId: 'A-2025', referenceId: 'A', modelYear: 2025, name: 'Alpha 2025' },
    { uniqueId: 'A-2026', referenceId: 'A', modelYear: 2026, name: 'Alpha 2026' },
    { uniqueId: 'B-2026', referenceId: 'B', modelYear: 2026, name: 'Bravo' },
    { uniqueId: 'C-2026', referenceId: 'C', modelYear: 2026, name: 'Charlie' },
  ];

  it('knows a floorplan page by the route table, and nothing else', () => {
    expect(floorplanOfPage('/product/montana/fifth-wheels/floorplans/3120RL')).toBe('3120RL');
    expect(floorplanOfPage('/product/montana/fifth-wheels/floorplans')).toBeNull();
    expect(floorplanOfPage('/owners')).toBeNull();
  });

  it('keeps one entry per model year and reads the floorplan back from its key', () => {
    const key = floorplanDocKey(ORIGIN, { referenceId: '3120 RL/x', uniqueId: '3120RL-2026' });
    expect(key).toBe(`${ORIGIN}/__offline__/floorplans/3120%20RL%2Fx/3120RL-2026`);
    expect(referenceOfFloorplanDocKey(key)).toBe('3120 RL/x');
    expect(referenceOfFloorplanDocKey(`${ORIGIN}/api/search/v1/models`)).toBeNull();
  });

  it('takes the floorplan documents out of a search answer, ignoring anything else', () => {
    expect(floorplanDocsOf({ docs: [...docs, { name: 'no ids' }, null], total: { value: 6 } })).toEqual(docs);
    expect(floorplanDocsOf({ data: [] })).toEqual([]);
    expect(floorplanDocsOf(null)).toEqual([]);
  });

  it('takes a drawn floorplan page\'s own floorplan out of its seed, not the other floorplans it lists', () => {
    const [a2026, a2025, c] = [docs.find((d) => d.uniqueId === 'A-2026')!, docs.find((d) => d.uniqueId === 'A-2025')!, docs.find((d) => d.referenceId === 'C')!];
    const seed = { 'model:b:t:A:false': a2026, 'viewed:C': [c, a2025], 'features:A-2026': { groups: [] }, greeting: 'hi', nothing: null };
    expect(seededFloorplanDocsOf(seed, 'A')).toEqual([a2026, a2025]);
    expect(seededFloorplanDocsOf(seed, 'Z')).toEqual([]);
    expect(seededFloorplanDocsOf({}, 'A')).toEqual([]);
  });

  it('answers only searches that ask for floorplans by referenceId', () => {
    expect(requestedFloorplans(JSON.stringify({ filters: { model: { active: true, referenceId: ['C', 'A'] } }, size: 20 }))).toEqual({ referenceIds: ['C', 'A'], size: 20 });
    expect(requestedFloorplans(JSON.stringify({ filters: { model: { referenceId: ['C'] } } }))).toEqual({ referenceIds: ['C'], size: 1 });
    expect(requestedFloorplans(JSON.stringify({ filters: { model: { typeClass: ['fifth-wheels'] } }, size: 12 }))).toBeNull();
    expect(requestedFloorplans(JSON.stringify({ filters: { model: { referenceId: [] } } }))).toBeNull();
    expect(requestedFloorplans('not json')).toBeNull();
  });

  it('answers in the order asked, newest model year first, up to the size asked', () => {
    const answer = answerFromFloorplans(['C', 'A'], 20, docs);
    expect(answer.docs.map((d) => d.uniqueId)).toEqual(['C-2026', 'A-2026', 'A-2025']);
    expect(answer.total).toEqual({ value: 3 });
    expect(answerFromFloorplans(['A'], 1, docs).docs.map((d) => d.uniqueId)).toEqual(['A-2026']);
    expect(answerFromFloorplans(['Z'], 5, docs).docs).toEqual([]);
  });

  it('turns the offline document back into the plain shell page for a remembered floorplan', () => {
    const html = `<html><head>${OFFLINE_MARKER}<title>Keystone RV</title></head><body></body></html>`;
    expect(appShellFromOfflineDocument(html)).toBe('<html><head><title>Keystone RV</title></head><body></body></html>');
  });
});

describe('update messages', () => {
  it("recognises workbox-window's skip-waiting message and nothing else", () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'CACHE_URLS' })).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
  });
});

describe('stylesheets a drawn page holds', () => {
  it('lists the same-origin files of the page\'s held-stylesheet markers, for offline pages the browser draws', () => {
    const html = '<head><style data-href="main.0a1b2c3d4e.css" data-src="/static/main.0a1b2c3d4e.css"></style>'
      + '<style data-href="1354.b6c014a389.css" data-src="/remotes/mfe-catalog/1354.b6c014a389.css"></style>'
      + '<style data-href="x.css" data-src="//evil.example/x.css"></style><style data-href="y.css"></style><style>.a{}</style></head>';
    expect(heldStylesheetsOf(html)).toEqual(['/static/main.0a1b2c3d4e.css', '/remotes/mfe-catalog/1354.b6c014a389.css']);
  });
});

describe('requests sent straight to the network, never starting the worker', () => {
  /** The routes' patterns are a path or a path and everything under it. */
  const routedToNetwork = (path: string) => networkRoutes().some(({ condition: { urlPattern } }) =>
    urlPattern.endsWith('/*') ? path.startsWith(urlPattern.slice(0, -1)) : path === urlPattern);

  it.each([
    ['POST', '/api/web-vitals'], ['POST', '/api/web/form/lead'], ['POST', '/api/auth/login'], ['GET', '/api/auth/me'],
    ['POST', '/api/tracking/events'], ['GET', '/api/ax/v1/spiff/claims'], ['POST', '/api/mambo/points'],
  ])('%s %s goes to the network, as the worker would only pass it through', (method, path) => {
    expect(routedToNetwork(path)).toBe(true);
    expect(rule(path, { method })).toBe('network-only');
  });

  it.each([
    '/', '/product/montana/fifth-wheels/floorplans', '/static/main.js', '/static/342.3a993f9576.js', '/remotes.json',
    '/api/search/v1/models', '/api/search/v1/models/ABC-2026/floorplan/main.svg', '/api/content/v1/single/home_page', '/api/media/scene/montana.svg',
    '/api/web-vitals-report', '/api/authors',
  ])('%s still reaches the worker, which caches it or answers it offline', (path) => {
    expect(routedToNetwork(path)).toBe(false);
  });

  it('leaves /sw.js alone: the browser fetches it for updates without the worker', () => {
    expect(networkRoutes().map((r) => r.condition.urlPattern)).not.toContain('/sw.js');
    expect(networkRoutes().every((r) => r.source === 'network')).toBe(true);
  });
});
