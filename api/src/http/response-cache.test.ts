import { testDbKind, testAppPerFile } from '../../test/test-app';
import { upsertDocuments, findOne } from '../modules/content/repository';
import { insertReviews } from '../modules/reviews/repository';
import { bearer, signInAs } from '../../test/auth-testing';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { openPglite } from '../db/database';
import { migrate } from '../db/migrate';
import { coalesced, createResponseCache, LruCache, noteRenderDependency, responseCacheFor, stableKey } from './response-cache';

// Generous: these suites share a busy 2-core machine with the rest of the workspace's tests.
jest.setTimeout(30000);

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its entry count', () => {
    const cache = new LruCache<string>(2, 1000);
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('forgets old entries beyond its byte budget and never keeps one larger than it', () => {
    const cache = new LruCache<string>(100, 10);
    cache.set('a', 'A', 6);
    cache.set('b', 'B', 6);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(6);
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
  });
});

describe('coalesced', () => {
  it('answers a call made while a read runs with the next read, never the one already running', async () => {
    let started = 0;
    const releases: Array<(value: number) => void> = [];
    const read = coalesced(() => new Promise<number>((resolve) => {
      started += 1;
      releases.push(resolve);
    }));
    const first = read();
    const second = read();
    const third = read();
    expect(started).toBe(1);
    releases[0](1);
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(2);
    releases[1](2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });
});

describe('stableKey', () => {
  it('is the same whatever the order of object keys, and differs when a value does', () => {
    expect(stableKey({ a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(stableKey({ b: { c: [1, { e: 3, d: 2 }] }, a: 1 }));
    expect(stableKey({ a: [1, 2] })).not.toBe(stableKey({ a: [2, 1] }));
    expect(stableKey({ a: '1' })).not.toBe(stableKey({ a: 1 }));
  });
});

describe(`response cache over the API (${testDbKind})`, () => {
  const ctx = testAppPerFile({ serveWeb: true, config: { webRoot: '/nonexistent' } });
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });
  const stats = () => responseCacheFor(ctx().db).stats();

  it('serves a repeated content read from the cache, and a content write through the repository on the next read', async () => {
    const url = '/api/content/v1/single/site_settings';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const before = stats().hits;
    expect((await get(url)).body).toBe(first.body);
    expect(stats().hits).toBe(before + 1);

    const doc = (await findOne(ctx().db, 'site_settings', 'site-settings'))!;
    await upsertDocuments(ctx().db, [{ id: doc.id, uid: doc.uid, type: doc.type, tags: doc.tags, data: { ...doc.data, site_name: 'Edited through the repository' } }]);
    expect((await get(url)).json().data.site_name).toBe('Edited through the repository');
  });

  it('sends a kept answer, and a page, compressed as each request accepts, all decoding to the answer first sent', async () => {
    // (Without the web's built files the page is drawn in the browser, so it is not kept: only the API answer is a hit.)
    for (const [url, kept] of [['/api/content/v1/documents?type=blog_detail&pageSize=20', true], ['/keystone-life/boondocking-101', false]] as const) {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const hits = stats().hits;
      for (let round = 0; round < 2; round += 1) {
        const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toContain('Accept-Encoding');
        expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
        const gzip = await get(url, { 'accept-encoding': 'gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      }
      expect(stats().hits).toBe(hits + (kept ? 4 : 0));
      expect((await get(url)).body).toBe(plain.body);
    }
  });

  it('shows a direct SQL edit of content on the next read of a search, a list and a page', async () => {
    const search = '/api/content/v1/search?q=awning';
    const list = '/api/content/v1/documents?type=blog_detail&pageSize=100';
    const page = '/keystone-life/boondocking-101';
    for (const url of [search, list, page, search, list, page]) expect((await get(url)).statusCode).toBe(200);

    await ctx().db.query(`UPDATE content_documents SET data = jsonb_set(data, '{title}', '"Boondocking, edited"') WHERE type = 'blog_detail' AND uid = 'boondocking-101'`);
    const listed = (await get(list)).json().results.find((d: { uid: string }) => d.uid === 'boondocking-101');
    expect(listed.data.title).toBe('Boondocking, edited');
    expect((await get(page)).body).toContain('<title>Boondocking, edited | Keystone RV</title>');

    const hit = (await get(search)).json().results[0];
    await ctx().db.query(`UPDATE content_documents SET data = jsonb_set(data, '{title}', '"Awning care, edited"') WHERE id = $1`, [hit.id]);
    const found = (await get(search)).json().results.find((d: { id: string }) => d.id === hit.id);
    expect(found.data.title).toBe('Awning care, edited');
  });

  it('shows a new or withdrawn owner review on the next ReviewSearch', async () => {
    const url = '/api/reviews/ReviewSearch?ManufacturerCode=KZ&PageSize=50';
    const before = (await get(url)).json().Reviews.length;
    expect((await get(url)).json().Reviews).toHaveLength(before);
    await insertReviews(ctx().db, [{
      manufacturerCode: 'KZ', brandCode: 'MT', brandName: 'Montana', title: 'Cached? Not this one', review: 'Seen at once.', rating: 5,
      ownerName: 'Pat', ownerCity: 'Elkhart', ownerState: 'IN', approved: true, createdAt: '2030-01-01T00:00:00Z',
    }]);
    expect((await get(url)).json().Reviews[0].Title).toBe('Cached? Not this one');
    await ctx().db.query(`UPDATE owner_reviews SET approved = false WHERE title = 'Cached? Not this one'`);
    expect((await get(url)).json().Reviews.map((r: { Title: string }) => r.Title)).not.toContain('Cached? Not this one');
  });

  it('shows a content edit made in a transaction once it commits', async () => {
    const url = '/api/content/v1/documents/blog_detail/boondocking-101';
    await get(url);
    await ctx().db.transaction(async (tx) => {
      await tx.query(`UPDATE content_documents SET data = jsonb_set(data, '{title}', '"Edited in a transaction"') WHERE type = 'blog_detail' AND uid = 'boondocking-101'`);
    });
    expect((await get(url)).json().data.title).toBe('Edited in a transaction');
  });

  it('shows a catalogue change on the next search once the catalogue revision moves', async () => {
    const search = () => ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload: { size: 3, returnAggregates: true } });
    const first = (await search()).json();
    expect((await search()).json()).toEqual(first);
    const model = first.docs[0];

    await ctx().db.query('UPDATE catalog_models SET name = $2 WHERE unique_id = $1', [model.uniqueId, 'Renamed Model']);
    await ctx().db.query('UPDATE catalog_revision SET revision = revision + 1 WHERE id = 1');
    expect((await search()).json().docs[0].name).toBe('Renamed Model');
  });

  it('keeps searches with different bodies apart, and the same body in another key order together', async () => {
    const search = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload });
    const small = await search({ size: 1, from: 0 });
    const other = await search({ size: 1, from: 1 });
    expect(small.json().docs[0].uniqueId).not.toBe(other.json().docs[0].uniqueId);
    // A search is kept when asked a second time (the first is only remembered), then answered from the cache.
    const { hits, stores } = stats();
    expect((await search({ from: 0, size: 1 })).body).toBe(small.body);
    expect(stats()).toMatchObject({ hits, stores: stores + 1 });
    expect((await search({ size: 1, from: 0 })).body).toBe(small.body);
    expect(stats()).toMatchObject({ hits: hits + 1, stores: stores + 1 });
  });

  it('keeps a search only once it is asked again, at the same catalogue revision', async () => {
    const body = { size: 2, filters: { 'models.sleeps': { from: 3 } } };
    const search = () => ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload: body });
    const before = stats();
    const first = await search();
    expect(stats()).toMatchObject({ stores: before.stores, firstSeen: before.firstSeen + 1 });
    // A move of the revision makes the next request a first one again.
    await ctx().db.query('UPDATE catalog_revision SET revision = revision + 1 WHERE id = 1');
    expect((await search()).body).toBe(first.body);
    expect(stats()).toMatchObject({ stores: before.stores, firstSeen: before.firstSeen + 2 });
    expect((await search()).body).toBe(first.body);
    expect(stats()).toMatchObject({ stores: before.stores + 1, hits: before.hits });
    expect((await search()).body).toBe(first.body);
    expect(stats().hits).toBe(before.hits + 1);
  });

  it('never keeps an error: a read that failed answers again once the failure is gone, with nothing changed', async () => {
    const url = '/api/content/v1/documents?type=howto_detail';
    const stores = stats().stores;
    // A rename is no write to the content, so the content revision stays: only not keeping the 500 helps.
    await ctx().db.query('ALTER TABLE content_documents RENAME TO content_documents_away');
    try {
      expect((await get(url)).statusCode).toBe(500);
    } finally {
      await ctx().db.query('ALTER TABLE content_documents_away RENAME TO content_documents');
    }
    expect(stats().stores).toBe(stores);
    expect((await get(url)).statusCode).toBe(200);
    expect((await get('/api/content/v1/documents/blog_detail/no-such-story')).statusCode).toBe(404);
    expect((await get('/api/content/v1/documents?type=not%20a%20type!')).statusCode).toBe(400);
    expect((await get('/no-such-page')).statusCode).toBe(404);
    expect(stats().stores).toBe(stores + 1);
  });

  it('answers concurrent identical misses once, and each of them in full', async () => {
    const url = '/api/content/v1/documents?type=blog_detail&pageSize=7';
    const { misses, shared } = stats();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers[0].json().results).toHaveLength(7);
    expect(stats().misses - misses).toBe(5);
    expect(stats().shared - shared).toBe(4);
  });

  it('lets concurrent identical requests that fail each fail, none left waiting', async () => {
    const url = '/api/content/v1/documents?type=howto_landing';
    await ctx().db.query('ALTER TABLE content_documents RENAME TO content_documents_away');
    try {
      const answers = await Promise.all(Array.from({ length: 3 }, () => get(url)));
      expect(answers.map((res) => res.statusCode)).toEqual([500, 500, 500]);
    } finally {
      await ctx().db.query('ALTER TABLE content_documents_away RENAME TO content_documents');
    }
    expect((await get(url)).statusCode).toBe(200);
  });

  it('neither answers nor keeps a signed-in request from the cache', async () => {
    const url = '/api/content/v1/single/navigation';
    await get(url);
    const { hits, stores } = stats();
    const res = await get(url, { authorization: 'Bearer whatever' });
    expect(res.statusCode).toBe(200);
    expect(stats()).toMatchObject({ hits, stores });
  });

  it("gives each dealer their own account, never another's", async () => {
    const sales = await signInAs(ctx().app, 'salesperson', '10.1.0.1');
    const manager = await signInAs(ctx().app, 'manager', '10.1.0.2');
    for (let i = 0; i < 2; i += 1) {
      expect((await get('/api/auth/me', bearer(sales.token))).json().username).toBe('demo.sales');
      expect((await get('/api/auth/me', bearer(manager.token))).json().username).toBe('demo.manager');
    }
  });
});

describe('pages drawn with API calls (a server render)', () => {
  /** A page that, like server-render.ts, asks the API in process for what it draws. */
  async function pageApp() {
    const db = await openPglite();
    await migrate(db);
    const cache = createResponseCache(db);
    const app = Fastify();
    app.addHook('onRequest', noteRenderDependency);
    let reviews = 'first review';
    app.get('/api/content', { ...cache.route(['content']) }, async () => ({ title: 'a title' }));
    app.get('/api/stock', { ...cache.route(['catalog']) }, async () => ({ units: 3 }));
    app.get('/api/reviews', async () => ({ reviews }));
    app.get<{ Params: { uses: string } }>('/page/:uses', async (request) => {
      const slot = await cache.slot(`page ${request.url}`, ['content']);
      if (slot?.hit) return slot.hit.body.toString();
      const parts = await Promise.all(request.params.uses.split(',').map(async (part) => (await app.inject(`/api/${part}`)).body));
      const html = parts.join(' ');
      slot?.store(html, 'text/html');
      return html;
    });
    return { app, db, cache, setReviews: (text: string) => (reviews = text) };
  }

  it('keeps a page drawn only from cached data its revisions cover, and no page that read anything else', async () => {
    const { app, db, cache, setReviews } = await pageApp();
    try {
      await app.inject('/page/content');
      expect(cache.stats().stores).toBe(2); // the content answer and the page
      const first = await app.inject('/page/content,reviews');
      expect(first.body).toContain('first review');
      setReviews('second review');
      expect((await app.inject('/page/content,reviews')).body).toContain('second review');
      // Covered by a revision the page does not depend on: not kept either.
      await app.inject('/page/stock');
      expect(cache.stats()).toMatchObject({ stores: 3, uncovered: 3 });
      const hits = cache.stats().hits;
      expect((await app.inject('/page/content')).body).toContain('a title');
      expect(cache.stats().hits).toBe(hits + 1);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
