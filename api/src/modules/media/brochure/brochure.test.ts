import { pdfPages } from '../../../../test/pdf-text';
import { formatWeight } from '@rv/domain/format';
import { testDbKind, testAppPerFile } from '../../../../test/test-app';
import { brandBySlug } from '@rv/domain';
import { catalogSearchFor } from '../../catalog-search/service';
import { brochureRows } from './brochure-content';
import { brochuresFor } from './brochure-service';

interface Row { name: string; model_year: number; brand_code: string; shipping_weight: number; carrying_capacity: number; reference_id: string }

describe(`brochures and build sheets as PDF (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url: `/api/media${url}`, headers });

  it('makes a brand\'s model-year brochure: cover, contents, a page per floorplan with its specs, features, décor', async () => {
    const { rows } = await ctx().db.query<Row>(
      `SELECT m.name, m.model_year, b.code AS brand_code, m.shipping_weight, m.carrying_capacity, m.reference_id FROM catalog_models m
         JOIN catalog_brands b ON b.reference_id = m.brand_reference_id WHERE b.code = 'MO' AND m.model_year = 2026 AND m.show_on_web ORDER BY m.name`,
    );
    expect(rows.length).toBeGreaterThan(2);
    const res = await get('/brochure/montana-2026.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="montana-2026.pdf"');
    expect(res.rawPayload.length).toBeGreaterThan(100_000);
    expect(res.rawPayload.length).toBeLessThan(6_000_000);
    const pages = await pdfPages(res.rawPayload);
    // Cover and contents, one page per floorplan, features, décor and the closing page.
    expect(pages.length).toBeGreaterThanOrEqual(rows.length + 5);
    expect(pages[0]).toContain('2026 Montana');
    expect(pages[1]).toContain('Contents');
    const text = pages.join('\n');
    for (const row of rows) {
      // The contents give the floorplan's page; that page shows it with its GVWR as the site formats it.
      const listed = new RegExp(`${row.name} (\\d+)\\n`).exec(pages[1]);
      expect(listed).not.toBeNull();
      const page = pages[Number(listed![1]) - 1];
      expect(page).toMatch(new RegExp(`${row.name}\\b`));
      expect(page).toContain('Specifications');
      expect(page).toContain(`GVWR ${formatWeight(row.shipping_weight + row.carrying_capacity)}`);
    }
    expect(text).toContain('Standard features & options');
    expect(text).toMatch(/Décor/);
    expect(text).toMatch(/page 3 of \d+/);
  });

  it('gives every brochure link of the content a brand and model year with floorplans to show', async () => {
    const { rows: links } = await ctx().db.query<{ url: string }>("SELECT data->'brochure_document'->>'url' AS url FROM content_documents WHERE type = 'brochure'");
    expect(links.length).toBeGreaterThan(20);
    const idx = await catalogSearchFor(ctx().db).index();
    for (const { url } of links) {
      const [, slug, year] = /^\/api\/media\/brochure\/([a-z0-9-]+)-(\d{4})\.pdf$/.exec(url)!;
      expect(brochureRows(idx.rows, brandBySlug(slug)!, Number(year)).length).toBeGreaterThan(0);
    }
  });

  it('keeps a brochure per catalogue revision: the second request is not generated again, and a new revision is', async () => {
    const brochures = brochuresFor(ctx().db);
    brochures.clear();
    const first = await get('/brochure/sprout-2025.pdf');
    expect(first.statusCode).toBe(200);
    expect(first.headers['server-timing']).toMatch(/pdf;desc="generated";dur=\d+/);
    const again = await get('/brochure/sprout-2025.pdf');
    expect(again.headers['server-timing']).toBe('pdf;desc="kept"');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get('/brochure/sprout-2025.pdf', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    await ctx().db.query('UPDATE catalog_revision SET revision = revision + 1 WHERE id = 1');
    const moved = await get('/brochure/sprout-2025.pdf');
    expect(moved.headers['server-timing']).toMatch(/generated/);
    expect(moved.headers.etag).not.toBe(first.headers.etag);
  });

  it('makes a brand\'s model-year owner\'s manual: cover, contents, each floorplan\'s weights and tanks, the owner library by chapter', async () => {
    const { rows } = await ctx().db.query<Row>(
      `SELECT m.name, m.model_year, b.code AS brand_code, m.shipping_weight, m.carrying_capacity, m.reference_id FROM catalog_models m
         JOIN catalog_brands b ON b.reference_id = m.brand_reference_id WHERE b.code = 'CG' AND m.model_year = 2025 ORDER BY m.name`,
    );
    const res = await get('/owners-manual/cougar-2025.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="cougar-2025-owners-manual.pdf"');
    const pages = await pdfPages(res.rawPayload);
    expect(pages[0]).toContain('2025 Cougar');
    expect(pages[0]).toContain('Owner\'s Manual');
    expect(pages[1]).toContain('Contents');
    const text = pages.join('\n');
    expect(text).toContain('Weights, capacities and tires');
    const shown = brochureRows((await catalogSearchFor(ctx().db).index()).rows, brandBySlug('cougar')!, 2025).map((r) => r.name);
    expect(shown.length).toBeGreaterThan(0);
    for (const row of rows.filter((r) => shown.includes(r.name))) expect(text).toContain(`GVWR: ${formatWeight(row.shipping_weight + row.carrying_capacity)}`);
    // The owner library's words, chapter by chapter, cautions and all.
    expect(text).toMatch(/Towing/);
    expect(text).toContain('Setting Up a Weight-Distribution Hitch');
    expect(text).toMatch(/CAUTION: /);
    expect(pages.at(-1)).toMatch(/2025 Cougar Owner's Manual · page \d+ of \d+/);
  });

  it.each([
    ['/brochure/nobrand-2026.pdf', 404, 'No brand "nobrand"'],
    ['/brochure/montana-1999.pdf', 404, 'no 1999 Montana floorplans'],
    ['/brochure/montana.pdf', 400, 'name'],
    ['/build/short.pdf', 400, 'file'],
    ['/build/AAAAAAAAAAAAAAAA.pdf', 404, 'No saved build'],
    ['/owners-manual/nobrand-2026.pdf', 404, 'No brand "nobrand", so no owner\'s manual'],
    ['/owners-manual/montana-1999.pdf', 404, 'no 1999 Montana owner\'s manual'],
    ['/owners-manual/montana.pdf', 400, 'name'],
  ])('answers %s with %i and a message', async (url, status, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('makes a saved build\'s spec sheet: model, options with prices, décor, total, weights and a dealer note', async () => {
    const { rows } = await ctx().db.query<{ reference_id: string; model_year: number }>(
      `SELECT o.reference_id, o.model_year FROM build_options o JOIN catalog_models m ON m.reference_id = o.reference_id AND m.model_year = o.model_year
        WHERE m.show_on_web AND m.active AND m.price IS NOT NULL AND o.kind = 'option' GROUP BY o.reference_id, o.model_year
       HAVING count(*) >= 2 ORDER BY o.reference_id LIMIT 1`,
    );
    const model = (await ctx().app.inject({ method: 'GET', url: `/api/web/form/buildprice/models/${rows[0].reference_id}/options?year=${rows[0].model_year}` }))
      .json<{ name: string; modelYear: number; basePrice: number; options: Array<{ code: string; name: string; kind: string; price: number }> }>();
    const chosen = model.options.filter((o) => o.kind === 'option').slice(0, 2);
    const saved = await ctx().app.inject({ method: 'POST', url: '/api/web/form/buildprice', payload: { referenceId: rows[0].reference_id, modelYear: model.modelYear, options: chosen.map((o) => o.code), decor: 'urban-loft' } });
    const { token, total } = saved.json<{ token: string; total: number }>();
    const res = await get(`/build/${token}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="build-${token}.pdf"`);
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain(`Your ${model.name} ${model.modelYear}`);
    const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
    expect(text).toContain(`${dollars(model.basePrice)}*`);
    for (const o of chosen) expect(text).toContain(o.name);
    expect(text).toContain('Urban Loft');
    expect(text).toContain(dollars(total));
    expect(text).toContain('Estimated weight');
    expect(text).toContain(`Build code ${token}`);
  });
});
