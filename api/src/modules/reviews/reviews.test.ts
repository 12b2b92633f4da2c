import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { insertReviews } from './repository';

interface Body { Reviews: Array<Record<string, string>> }

describe(`GET /api/reviews/ReviewSearch, owner reviews (spec: the calls) (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  const search = (query: string) => ctx().app.inject({ method: 'GET', url: `/api/reviews/ReviewSearch?${query}` });

  it('answers the spec shape: Reviews with Title, Review, Name, OwnerCity, OwnerState, CreateDate, BrandName, and the stars', async () => {
    const res = await search('ManufacturerCode=KZ');
    expect(res.statusCode).toBe(200);
    const { Reviews } = res.json<Body>();
    expect(Reviews).toHaveLength(20);
    for (const review of Reviews) {
      expect(Object.keys(review).sort()).toEqual(['BrandName', 'CreateDate', 'Name', 'OwnerCity', 'OwnerState', 'Rating', 'Review', 'Title']);
      expect(review.Review.length).toBeGreaterThan(20);
      expect(Number.isNaN(Date.parse(review.CreateDate))).toBe(false);
    }
    const dates = Reviews.map((r) => r.CreateDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('seeds hundreds of reviews across every brand', async () => {
    const { rows } = await ctx().db.query<{ brands: number; total: number }>('SELECT count(DISTINCT brand_code)::int AS brands, count(*)::int AS total FROM owner_reviews');
    expect(rows[0].brands).toBe(21);
    expect(rows[0].total).toBeGreaterThanOrEqual(200);
  });

  it('narrows to one brand by BrandCode, in any case', async () => {
    const upper = (await search('ManufacturerCode=KZ&BrandCode=MO&PageSize=100')).json<Body>().Reviews;
    const lower = (await search('ManufacturerCode=kz&BrandCode=mo&PageSize=100')).json<Body>().Reviews;
    expect(upper.length).toBeGreaterThanOrEqual(5);
    expect(new Set(upper.map((r) => r.BrandName))).toEqual(new Set(['Montana']));
    expect(lower).toEqual(upper);
  });

  it('treats an empty BrandCode as every brand, and an unknown code or manufacturer as none', async () => {
    expect(new Set((await search('ManufacturerCode=KZ&BrandCode=&PageSize=100')).json<Body>().Reviews.map((r) => r.BrandName)).size).toBeGreaterThan(1);
    expect((await search('ManufacturerCode=KZ&BrandCode=ZZ')).json()).toEqual({ Reviews: [] });
    expect((await search('ManufacturerCode=XX')).json()).toEqual({ Reviews: [] });
  });

  it('never shows a review waiting for moderation', async () => {
    await insertReviews(ctx().db, [{
      manufacturerCode: 'T1', brandCode: 'AP', brandName: 'Alpine', title: 'Hidden', review: 'Not yet approved.', rating: 5,
      ownerName: 'A B.', ownerCity: 'Goshen', ownerState: 'IN', approved: false, createdAt: '2025-01-02T00:00:00Z',
    }, {
      manufacturerCode: 'T1', brandCode: 'AP', brandName: 'Alpine', title: 'Shown', review: 'Approved review.', rating: 4,
      ownerName: 'C D.', ownerCity: '', ownerState: 'IN', approved: true, createdAt: '2025-01-01T00:00:00Z',
    }]);
    expect((await search('ManufacturerCode=T1')).json()).toEqual({ Reviews: [{
      Title: 'Shown', Review: 'Approved review.', Name: 'C D.', OwnerCity: '', OwnerState: 'IN', CreateDate: '2025-01-01T00:00:00.000Z', BrandName: 'Alpine', Rating: 4,
    }] });
  });

  it.each([
    ['', 'ManufacturerCode'],
    ['BrandCode=MO', 'ManufacturerCode'],
    ['ManufacturerCode=', 'ManufacturerCode'],
    ['ManufacturerCode=K%27Z', 'ManufacturerCode'],
    ['ManufacturerCode=KZ&BrandCode=M%20O', 'BrandCode'],
    ['ManufacturerCode=KZ&PageSize=0', 'PageSize'],
    ['ManufacturerCode=KZ&PageSize=101', 'PageSize'],
  ])('answers 400 naming the field for "%s"', async (query, field) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(field);
  });

  it('limits the list by PageSize', async () => {
    expect((await search('ManufacturerCode=KZ&PageSize=3')).json<Body>().Reviews).toHaveLength(3);
  });
});
