import { testAppPerFile, testDbKind } from '../../test/test-app';
import { listFloorplanPages } from '../modules/catalog-search/page-lookup';
import { QUIZ_QUESTIONS } from '@rv/domain/quiz';

describe(`server-rendered page heads, sitemap and robots (${testDbKind})`, () => {
  const ctx = testAppPerFile({ serveWeb: true, config: { webRoot: '/nonexistent', publicBaseUrl: 'https://www.example.com' } });

  const page = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('answers a blog article with its title, description, canonical, Open Graph and Article JSON-LD in the HTML', async () => {
    const { rows } = await ctx().db.query<{ uid: string; title: string; description: string }>(
      "SELECT uid, data->>'title' AS title, data->>'meta_description' AS description FROM content_documents WHERE type = 'blog_detail' ORDER BY uid LIMIT 1");
    const article = rows[0];
    const res = await page(`/keystone-life/${article.uid}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${article.title} | Keystone RV</title>`);
    expect(res.body).toContain('<meta name="description" content="');
    expect(res.body).toContain(`<link rel="canonical" href="https://www.example.com/keystone-life/${article.uid}">`);
    expect(res.body).toContain('<meta property="og:type" content="article">');
    expect(res.body).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Article"/);
  });

  it('emits the site-verification tags whose id or both attributes are present (spec: validation rules)', async () => {
    const res = await page('/');
    expect(res.body).toContain('<meta name="google-site-verification" content="');
    expect(res.body).toContain('"@type":"Organization"');
    // The browser is told it has them, so it does not read site settings again for them.
    expect(res.body).toMatch(/<script id="rv-config" type="application\/json">[^<]*"verificationDrawn":true/);
  });

  it('tells the browser to write the verification tags itself on a page whose head it did not get', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('verificationDrawn');
  });

  it('answers a floorplan page with Product JSON-LD and its price', async () => {
    const [plan] = await listFloorplanPages(ctx().db);
    const res = await page(`/product/${plan.brandSlug}/${plan.typeClassSlug}/floorplans/${plan.referenceId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`"@type":"Product","name":"${plan.name}"`);
    // Shared as its door-side exterior drawing, a PNG: link previews do not read SVG.
    expect(res.body).toContain(`<meta property="og:image" content="https://www.example.com/api/media/elevation/${plan.uniqueId}/side-right.png">`);
  });

  it('titles a floorplan page with its brand once, canonical at its detail path', async () => {
    const [plan] = (await listFloorplanPages(ctx().db)).filter((p) => p.name.startsWith(`${p.brandName} `));
    const res = await page(`/product/${plan.brandSlug}/${plan.typeClassSlug}/floorplans/${plan.referenceId}?utm_source=x`);
    const type = plan.typeClassName.replace(/s$/, '');
    expect(res.body).toContain(`<title>${plan.modelYear} ${plan.name} ${type} | Keystone RV</title>`);
    expect(res.body).not.toContain(`${plan.brandName} ${plan.brandName}`);
    expect(res.body).toContain(`"@type":"Product","name":"${plan.name}"`);
    expect(res.body).toContain(`<link rel="canonical" href="https://www.example.com/product/${plan.brandSlug}/${plan.typeClassSlug}/floorplans/${plan.referenceId}">`);
  });

  it('answers /model/{uid} with its floorplan\'s head, canonical at the detail page', async () => {
    const { rows } = await ctx().db.query<{ uid: string; reference_id: string; slug: string; type_class_slug: string }>(
      `SELECT m.uid, m.reference_id, b.slug, m.type_class_slug FROM catalog_models m JOIN catalog_brands b ON b.reference_id = m.brand_reference_id
       WHERE m.show_on_web ORDER BY m.uid LIMIT 1`);
    const res = await page(`/model/${rows[0].uid}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="https://www.example.com/product/${rows[0].slug}/${rows[0].type_class_slug}/floorplans/${rows[0].reference_id}">`);
    expect(res.body).toContain('<meta property="og:type" content="website">');
  });

  it.each([
    ['/product/cougar/fifth-wheels/floorplans', 'Cougar Fifth Wheels Floorplans'],
    ['/product/cougar/fifth-wheels/specs', 'Cougar Fifth Wheels Specifications'],
    // A lead brand sold only as sub-brands lists them all, as its search does (Passport SL and GT).
    ['/product/passport/travel-trailers/floorplans', 'Passport Travel Trailers Floorplans'],
    ['/product/sprinter/fifth-wheels/floorplans', 'Sprinter Fifth Wheels Floorplans'],
    ['/product/passport-gt/travel-trailers/floorplans', 'Passport GT Travel Trailers Floorplans'],
    ['/product', 'Shop Travel Trailers, Fifth Wheels and Toy Haulers'],
    ['/build-my-rv', 'Build and Price Your RV'],
    ['/build-my-rv/cougar/fifth-wheels', 'Build and Price a Cougar Fifth Wheel'],
    ['/get-matched', 'Get Matched: Find the Right RV'],
    [`/get-matched/${QUIZ_QUESTIONS[0].id}`, 'Get Matched: Find the Right RV', '/get-matched'],
    ['/product-advisor', 'Product Advisor: What Can I Tow?'],
    ['/spec-finder', 'Spec Finder'],
    ['/inventory', 'Find an RV in Stock Near You'],
    ['/find-a-dealer', 'Find a Dealer'],
    ['/contact-us', 'Contact Us'],
  ])('answers the tool page %s with its own title, description, canonical and Open Graph tags', async (path, name, canonical = path) => {
    const res = await page(`${path}?brandName=cougar&utm_campaign=x`);
    expect(res.statusCode).toBe(200);
    const title = `${name} | Keystone RV`.replace(/&/g, '&#38;').replace(/\?/g, '?');
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`<link rel="canonical" href="https://www.example.com${canonical}">`);
    expect(res.body).toContain(`<meta property="og:title" content="${title}">`);
    expect(res.body).toContain(`<meta property="og:url" content="https://www.example.com${canonical}">`);
    const description = /<meta name="description" content="([^"]*)">/.exec(res.body)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(40);
    // The company name ends in RV: no 'Keystone RV RV'.
    expect(description).not.toMatch(/\b(\w+) \1\b/i);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it.each([
    '/keystone-life/no-such-post', '/innovations/no-such-thing', '/rv-type/no-such-type', '/owners/no-such-article', '/product/montana/fifth-wheels/floorplans/NOPE123',
    '/model/no-such-model', '/model/cougar-nope999', '/product/no-such-brand', '/product/no-such-brand/fifth-wheels/floorplans', '/product/cougar/no-such-type/specs',
    '/build-my-rv/no-such-brand', '/get-matched/no-such-question', '/owners/category/no-such-category', '/owners/brand/no-such-brand', '/owners-how-to/no-such-guide', '/no-such-page',
  ])('answers %s, which does not exist, with 404', async (url) => {
    expect((await page(url)).statusCode).toBe(404);
  });

  it.each(['/keystone-life/no-such-post', '/innovations/no-such-thing', '/rv-type/no-such-type', '/owners/no-such-article', '/product/montana/fifth-wheels/floorplans/NOPE123'])(
    'answers %s, whose document does not exist, with 404',
    async (url) => {
      expect((await page(url)).statusCode).toBe(404);
    },
  );

  it('escapes document text in the head', async () => {
    await ctx().db.query(`UPDATE content_documents SET data = jsonb_set(data, '{title}', '"Tips <script>alert(1)</script> & more"') WHERE type = 'content_page' AND uid = 'privacy-policy'`);
    const res = await page('/privacy-policy');
    expect(res.body).toContain('<title>Tips &#60;script&#62;alert(1)&#60;/script&#62; &#38; more | Keystone RV</title>');
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });

  it('lists every public page and floorplan in sitemap.xml', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://www.example.com/</loc>');
    expect(res.body).toContain('<loc>https://www.example.com/owners</loc>');
    const [plan] = await listFloorplanPages(ctx().db);
    expect(res.body).toContain(`/product/${plan.brandSlug}/${plan.typeClassSlug}/floorplans/${plan.referenceId}</loc>`);
    expect(res.body).not.toContain('/ignite/');
  });

  it('serves robots.txt that keeps crawlers out of the API and the portal and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /ignite/');
    expect(res.body).toContain('Disallow: /studio/');
    expect(res.body).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });
});
