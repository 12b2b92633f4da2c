import { testAppPerFile, testDbKind } from '../../../test/test-app';
import { upsertDocuments } from '../content/repository';
import { createSiteSearch } from './service';

// The seeded site is large and the test machine shared: setup builds and seeds a whole database.
jest.setTimeout(60000);

const ctx = testAppPerFile();

const get = async (path: string) => {
  const res = await ctx().app.inject({ url: `/api/site-search/v1/${path}` });
  return { status: res.statusCode, body: res.json() };
};
const titles = (body: { results: Array<{ data: { title: { raw: string } } }> }) => body.results.map((r) => r.data.title.raw);

describe(`site search (${testDbKind})`, () => {
  it('indexes every public page at start: content, floorplans and brands, with the fields the UI reads', async () => {
    const { status, body } = await get('searches?query=fifth%20wheel');
    expect(status).toBe(200);
    expect(body.meta.page).toEqual(expect.objectContaining({ current: 1, size: 10 }));
    expect(body.results).toHaveLength(10);
    const categories = body.facets.category.map((f: { value: string }) => f.value);
    expect(categories).toEqual(expect.arrayContaining(['Floorplans', 'Brands', 'Owner Support', 'RV Types']));
    const first = body.results[0].data;
    expect(first.url_path.raw).toMatch(/^\//);
    expect(first.title.raw).toMatch(/Fifth Wheels/);
    expect(first).toEqual(expect.objectContaining({ category: { raw: expect.any(String) }, snippet: { raw: expect.stringContaining('<mark>') } }));
  });

  it('gives "montana" results with titles a shopper can tell apart', async () => {
    const { body } = await get('searches?query=montana&size=5');
    const shown = titles(body);
    expect(shown.slice(0, 2)).toEqual(['Montana', 'Montana Owner Support']);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('puts the floorplan of a typed model reference id (spec: validation rules) first, with its detail URL', async () => {
    const { body } = await get('searches?query=308rl');
    expect(body.results[0].data).toEqual(expect.objectContaining({
      title: { raw: 'Alpine 308RL' }, category: { raw: 'Floorplans' },
      url_path: { raw: '/product/alpine/fifth-wheels/floorplans/308RL' },
      featured_image: { raw: expect.stringMatching(/^\/api\/search\/v1\/models\/.+\/floorplan\/thumbnail\.svg/) },
    }));
    const mixed = await get('searches?query=alpine%20308RL%20fifth%20wheel');
    expect(mixed.body.results[0].data.title.raw).toBe('Alpine 308RL');
  });

  it.each([['montanna', 'Montana'], ['cougr', 'Cougar'], ['Montana', 'Montana']])(
    'puts the brand landing first for %s (typos corrected)', async (typed, brand) => {
      const { body } = await get(`searches?query=${typed}`);
      expect(body.results[0].data).toEqual(expect.objectContaining({ title: { raw: brand }, category: { raw: 'Brands' } }));
      expect(body.meta.corrected_query).toBe(typed === brand ? null : brand.toLowerCase());
    });

  it('matches plural and singular alike', async () => {
    const plural = await get('searches?query=batteries&size=50');
    const singular = await get('searches?query=battery&size=50');
    expect(plural.body.meta.page.total_results).toBeGreaterThan(0);
    expect(titles(plural.body).sort()).toEqual(titles(singular.body).sort());
  });

  it('shows an excerpt of the article\'s own text around the match, marked, without page chrome', async () => {
    // Pages through the results: a question every article shares (the VIN) can rank a long article past page 1.
    const snippetOf = async (query: string, title: string) => {
      for (let page = 1; ; page += 1) {
        const { body } = await get(`searches?query=${encodeURIComponent(query)}&owners=true&size=50&page=${page}`);
        const hit = body.results.find((r: { data: { title: { raw: string } } }) => r.data.title.raw === title);
        if (hit || body.results.length === 0) return hit?.data.snippet.raw as string;
      }
    };
    const chrome = ['Contact customer service', 'Find a dealer', 'More help', 'Storing Batteries Over Winter', 'articles'];
    for (const query of ['storing batteries over winter', 'store batteries']) {
      const snippet = await snippetOf(query, 'Storing Batteries Over Winter');
      // Around the matches of the article's own text (which passage the engine picks is its ranking's choice).
      expect(snippet).toMatch(/<mark>stor(e|ed|ing)<\/mark>/i);
      expect(snippet).toMatch(/<mark>batter(y|ies)<\/mark>/i);
      expect(snippet.replace(/<\/?mark>/g, '').length).toBeGreaterThan(80);
      for (const text of chrome) expect(snippet).not.toContain(text);
      // Only the engine's own marks: every tag left is a <mark> or </mark>.
      expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
    // A question comes before its answer, as on the page.
    expect(await snippetOf('where is the vin', 'Storing Batteries Over Winter')).toMatch(/Where do I find my <mark>VIN<\/mark>\? On the sticker/);
  });

  it('ranks exact title matches before body matches', async () => {
    const { body } = await get('searches?query=winterizing');
    expect(body.results[0].data.title.raw).toBe('Winterizing');
  });

  it('filters by category, keeps the facet of the whole query, and pages by 10', async () => {
    const all = await get('searches?query=fifth%20wheel');
    const floorplans = all.body.facets.category.find((f: { value: string }) => f.value === 'Floorplans');
    const page1 = await get('searches?query=fifth%20wheel&category=Floorplans');
    const page2 = await get('searches?query=fifth%20wheel&category=Floorplans&page=2');
    expect(page1.body.meta.page.total_results).toBe(floorplans.count);
    expect(page1.body.facets).toEqual(all.body.facets);
    expect(page1.body.results.every((r: { data: { category: { raw: string } } }) => r.data.category.raw === 'Floorplans')).toBe(true);
    expect(page2.body.meta.page.current).toBe(2);
    expect(titles(page2.body).filter((t: string) => titles(page1.body).includes(t))).toEqual([]);
  });

  it('gives 3 previews when asked for size 3', async () => {
    expect((await get('searches?query=fifth%20wheel&size=3')).body.results).toHaveLength(3);
  });

  it('answers an empty result with close words to try', async () => {
    const { body } = await get('searches?query=zzyzx');
    expect(body.results).toEqual([]);
    expect(body.meta.page).toEqual({ current: 1, size: 10, total_pages: 0, total_results: 0 });
    expect(body.facets.category).toEqual([]);
  });

  it('suggests at most 4 distinct titles over title, meta_description and headings, beginnings first', async () => {
    const { status, body } = await get('suggestions?query=mont');
    expect(status).toBe(200);
    expect(body.results).toHaveLength(4);
    expect(body.results[0]).toEqual({ suggestion: 'Montana' });
    expect((await get('suggestions?query=fifth%20wh&size=2')).body.results).toHaveLength(2);
  });

  it('keeps owner content in its own engine', async () => {
    const owners = await get('searches?query=winterize&owners=true&size=50');
    expect(owners.body.meta.engine).toBe('owners');
    expect(owners.body.results.length).toBeGreaterThan(0);
    for (const r of owners.body.results) expect(r.data.url_path.raw).toMatch(/^\/owners/);
    expect((await get('searches?query=308RL&owners=true')).body.results).toEqual([]);
    expect((await get('suggestions?query=winter&owners=true')).body.results.length).toBeGreaterThan(0);
  });

  it.each([
    ['a term over 100 characters', `searches?query=${'a'.repeat(101)}`, 'query'],
    ['a missing term', 'searches', 'query'],
    ['a term of spaces', 'searches?query=%20%20', 'query'],
    ['page 0', 'searches?query=tank&page=0', 'page'],
    ['a page that is not a number', 'searches?query=tank&page=two', 'page'],
    ['a size out of range', 'searches?query=tank&size=500', 'size'],
    ['a suggestion size of 0', 'suggestions?query=tank&size=0', 'size'],
    ['an owners flag that is not a boolean', 'suggestions?query=tank&owners=maybe', 'owners'],
    ['an unknown parameter', 'searches?query=tank&sort=asc', 'sort'],
  ])('answers 400 for %s, naming the field', async (_name, path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toEqual(expect.objectContaining({ statusCode: 400, field, message: expect.any(String) }));
  });

  it('re-indexes when an import changes documents, and not otherwise', async () => {
    const search = createSiteSearch(ctx().db, { companySlug: ctx().config.companySlug, recheckMs: 0 });
    expect(await search.refresh('site')).toBe(false);
    await upsertDocuments(ctx().db, [{
      uid: 'quasar-awning-care', type: 'or_support_article', updatedAt: '2026-03-01T00:00:00Z',
      data: { title: 'Quasar Awning Care', meta_description: 'Keep the fabric clean.' },
    }]);
    const found = await search.search({ query: 'quasar', owners: true });
    expect(titles(found)).toEqual(['Quasar Awning Care']);
    expect(found.results[0].data.url_path.raw).toBe('/owners/quasar-awning-care');
    expect(titles(await search.search({ query: 'quasar', owners: false }))).toEqual(['Quasar Awning Care']);
    expect(await search.refresh('owners')).toBe(false);
  });
});
