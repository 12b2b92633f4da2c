import { listingFilters, parseFilterQuery, toSearchFilters } from '@rv/domain/catalog';
import { searchModels } from '../../../test/catalog-search';
import { testDbKind, testAppPerFile } from '../../../test/test-app';

jest.setTimeout(30000);

const ctx = testAppPerFile();

/** Floorplans the list page should show: active, shown on the web, of the brand and type, in the regions given. */
async function expectedCount(brandUrl: string | null, type: string | null, regions: string[] | null): Promise<number> {
  const params: unknown[] = [];
  const where = ['m.active', 'm.show_on_web', 'b.active'];
  if (brandUrl) where.push(`b.url = $${params.push(brandUrl)}`);
  if (type) where.push(`m.type_class_slug = $${params.push(type)}`);
  if (regions) where.push(`m.region = ANY($${params.push(regions)})`);
  const sql = `SELECT count(*) AS n FROM catalog_models m JOIN catalog_brands b ON b.reference_id = m.brand_reference_id WHERE ${where.join(' AND ')}`;
  return Number((await ctx().db.query<{ n: string }>(sql, params)).rows[0].n);
}

/** The search body the list page sends for its URL (the same domain rules the site runs). */
const listBody = (brandName: string | null, type: string | null, query: string) => ({
  size: 0,
  filters: toSearchFilters(parseFilterQuery(new URLSearchParams(query)), listingFilters({ brandName: brandName ?? undefined, type: type ?? undefined, dealer: false })),
});

describe(`the Region filter against the catalogue (${testDbKind}; consumer spec: a region other than BOTH sends BOTH and it)`, () => {
  it.each([
    ['cougar', 'travel-trailers', 'WEST', ['BOTH', 'WEST']],
    ['cougar', 'travel-trailers', 'EAST', ['BOTH', 'EAST']],
    ['cougar', 'travel-trailers', 'BOTH', null],
    ['arcadia', 'travel-trailers', 'EAST', ['BOTH', 'EAST']],
    ['montana', 'fifth-wheels', 'WEST', ['BOTH', 'WEST']],
    [null, 'toy-haulers', 'EAST', ['BOTH', 'EAST']],
    [null, null, 'WEST', ['BOTH', 'WEST']],
    [null, null, 'EAST,WEST', null],
  ])('%s %s, region %s: the count is the floorplans of %j', async (brand, type, region, regions) => {
    const shown = await searchModels(ctx().app, listBody(brand, type, `region=${region}`));
    const expected = await expectedCount(brand, type, regions);
    expect(expected).toBeGreaterThan(0);
    expect(shown.total.value).toBe(expected);
  });

  it('West leaves out an East-only floorplan that Both lists, and the other way round', async () => {
    const east = await ctx().db.query<{ reference_id: string; url: string; type_class_slug: string }>(
      `SELECT m.reference_id, b.url, m.type_class_slug FROM catalog_models m JOIN catalog_brands b ON b.reference_id = m.brand_reference_id
       WHERE m.region = 'EAST' AND m.active AND m.show_on_web AND b.active ORDER BY m.unique_id LIMIT 1`);
    const { reference_id: ref, url, type_class_slug: type } = east.rows[0];
    const refs = async (region: string) => {
      const body = { ...listBody(url, type, `region=${region}`), size: 200 };
      return (await searchModels(ctx().app, body)).docs.map((d) => d.referenceId);
    };
    expect(await refs('BOTH')).toContain(ref);
    expect(await refs('EAST')).toContain(ref);
    expect(await refs('WEST')).not.toContain(ref);
  });
});
