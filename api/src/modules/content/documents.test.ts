import { testDbKind, testAppPerFile } from '../../../test/test-app';

/** Consumer spec (the calls) "Content service": queries by type, by uid, many by uid, singles and linked fields. */
describe(`content documents API (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const get = (url: string) => ctx().app.inject({ method: 'GET', url: `/api/content/v1${url}` });

  describe('GET /documents?type=', () => {
    it('pages a type with the default page size of 20 and total_pages', async () => {
      const res = await get('/documents?type=or_support_article');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ page: 1, results_per_page: 20, results_size: 20, total_results_size: 64, total_pages: 4 });
      expect(body.results[0]).toEqual(expect.objectContaining({ type: 'or_support_article', lang: 'en-us', url: expect.stringMatching(/^\/owners\//) }));
    });

    it('returns the last page and an empty page past the end', async () => {
      const last = (await get('/documents?type=blog_detail&page=3&pageSize=8')).json();
      expect(last).toMatchObject({ page: 3, results_size: 4, total_results_size: 20, total_pages: 3 });
      const past = (await get('/documents?type=blog_detail&page=9&pageSize=8')).json();
      expect(past).toMatchObject({ results: [], total_pages: 3 });
    });

    it('lists newest first, so the blog reads in publication order', async () => {
      const { results } = (await get('/documents?type=blog_detail&pageSize=100')).json();
      const dates = results.map((d: { first_publication_date: string }) => d.first_publication_date);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('filters by tags (every tag listed), as the blog ?tag= filter needs', async () => {
      const recipes = (await get('/documents?type=blog_detail&tags=recipes&pageSize=100')).json();
      expect(recipes.total_results_size).toBeGreaterThan(2);
      expect(recipes.results.every((d: { tags: string[] }) => d.tags.includes('recipes'))).toBe(true);
      const both = (await get('/documents?type=blog_detail&tags=recipes,family')).json();
      expect(both.results.map((d: { uid: string }) => d.uid)).toEqual(['skillet-cornbread-and-chili-night']);
    });

    it('answers an unknown but well-formed type with an empty page', async () => {
      expect((await get('/documents?type=no_such_type')).json()).toMatchObject({ total_results_size: 0, total_pages: 0, results: [] });
    });
  });

  describe('GET /documents/:type/:uid', () => {
    it('returns the document with its site url (routing table of spec (screens and routes))', async () => {
      const res = await get('/documents/blog_detail/boondocking-101');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: 'blog_detail-boondocking-101', uid: 'boondocking-101', url: '/keystone-life/boondocking-101' });
      expect((await get('/documents/brand_type/cougar-fifth-wheels')).json().url).toBe('/product/cougar/fifth-wheels/floorplans');
      expect((await get('/documents/brands_landing/passport')).json().url).toBe('/product/passport');
    });

    it('restricts data to the field list', async () => {
      const { data } = (await get('/documents/blog_detail/boondocking-101?fields=title,description,nope')).json();
      expect(data).toEqual({ title: 'Boondocking 101', description: 'Water, power and etiquette for camping without hookups.' });
    });

    it('gives 404 for a document that does not exist', async () => {
      const res = await get('/documents/blog_detail/no-such-post');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No blog_detail document with uid "no-such-post".' });
    });
  });

  describe('links between documents', () => {
    it('resolves document links with id, slug, isBroken and the default linked fields', async () => {
      const { data } = (await get('/documents/home_page/home')).json();
      const stories = data.body.find((s: { slice_type: string }) => s.slice_type === 'related_story').items;
      expect(stories[0].story).toMatchObject({
        link_type: 'Document', type: 'blog_detail', uid: 'packing-lists-that-actually-work', slug: 'packing-lists-that-actually-work',
        id: 'blog_detail-packing-lists-that-actually-work', isBroken: false,
        data: { title: 'Packing Lists That Actually Work', hero_image: expect.objectContaining({ url: expect.any(String) }), author: expect.objectContaining({ name: expect.any(String) }) },
      });
    });

    it('resolves links inside linked fields one level further', async () => {
      const { data } = (await get('/documents/home_page/home')).json();
      const tabbed = data.body.find((s: { slice_type: string }) => s.slice_type === 'tabbed_slider').primary.slides;
      expect(tabbed).toMatchObject({ type: 'tabbed_slider_slides', isBroken: false, data: { title: 'Features You Will Love' } });
      expect(tabbed.data.slides[0].link).toMatchObject({ type: 'innovation', uid: 'residential-kitchens', isBroken: false, data: { title: 'Residential Kitchens' } });
    });

    it('adds fields asked for with fetchLinks', async () => {
      const { data } = (await get('/documents/brands_landing/cougar?fetchLinks=brand_type.description,brand_type.rv_image')).json();
      const link = data.brand_types[0].brand_type;
      expect(link.data).toEqual(expect.objectContaining({ public_url: '/product/cougar/fifth-wheels/floorplans', description: expect.any(String), rv_image: expect.any(Object) }));
    });

    it('marks a link broken once its target is gone', async () => {
      const before = (await get('/documents/type_landing/toy-haulers')).json();
      expect(before.data.brands.map((b: { brand: { uid: string } }) => b.brand.uid)).toContain('carbon');
      await ctx().db.query(`DELETE FROM content_documents WHERE type = 'brands_landing' AND uid = 'carbon'`);
      const after = (await get('/documents/type_landing/toy-haulers')).json();
      const carbon = after.data.brands.find((b: { brand: { uid: string } }) => b.brand.uid === 'carbon').brand;
      expect(carbon).toEqual({ link_type: 'Document', type: 'brands_landing', uid: 'carbon', slug: 'carbon', isBroken: true });
      const broken = (await get('/broken-links')).json().results;
      expect(broken).toContainEqual({ source: { id: 'type_landing-toy-haulers', type: 'type_landing', uid: 'toy-haulers' }, target: { type: 'brands_landing', uid: 'carbon' } });
    });
  });

  describe('GET /by-uid', () => {
    it('returns documents in the order asked, leaving out unknown uids', async () => {
      const res = await get('/by-uid?type=or_support_brand&uids=montana,nope,alpine&uids=cougar');
      expect(res.statusCode).toBe(200);
      expect(res.json().results.map((d: { uid: string }) => d.uid)).toEqual(['montana', 'alpine', 'cougar']);
    });

    it('accepts 100 uids', async () => {
      const uids = Array.from({ length: 99 }, (_, i) => `x-${i}`).concat('outback').join(',');
      expect((await get(`/by-uid?type=or_support_brand&uids=${uids}`)).json().results).toHaveLength(1);
    });
  });

  describe('GET /single/:type', () => {
    it.each([
      ['site_settings', 'site-settings', 'company_slogan'],
      ['learning_path_settings', 'learning-path-settings', 'paths'],
      ['region_information', 'region-information', 'region_map'],
      ['navigation', 'new-nav', 'items'],
      ['footer_navigation', 'footer', 'base_links'],
    ])('returns %s (uid %s)', async (type, uid, field) => {
      const res = await get(`/single/${type}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ type, uid });
      expect(res.json().data).toHaveProperty(field);
    });

    it('gives 404 when no document of the type exists', async () => {
      const res = await get('/single/nothing_here');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No nothing_here document exists.');
    });
  });
});
