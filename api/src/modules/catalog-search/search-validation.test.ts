import { testDbKind, testAppPerFile } from '../../../test/test-app';

// Generous: these suites share a busy 2-core machine with the rest of the workspace's tests.
jest.setTimeout(30000);

const ctx = testAppPerFile({ seed: false });

const post = (url: string, payload: unknown) => ctx().app.inject({ method: 'POST', url: `/api/search/v1/${url}`, payload: payload as object });

describe(`search request validation (${testDbKind})`, () => {
  it.each([
    ['size above 200', { size: 201 }, 'size'],
    ['negative from', { from: -1 }, 'from'],
    ['size of the wrong type', { size: 'many' }, 'size'],
    ['unknown sort field', { sort: [{ field: 'colour', order: 'asc' }] }, 'sort.0.field'],
    ['unknown sort order', { sort: [{ field: 'price', order: 'up' }] }, 'sort.0.order'],
    ['a range with from > to', { filters: { 'models.price': { from: 90000, to: 20000 } } }, 'filters.models.price'],
    ['a range bound of the wrong type', { filters: { 'models.length': { from: 'long' } } }, 'filters.models.length.from'],
    ['a boolean flag of the wrong type', { filters: { 'models.king_bed': 'maybe' } }, 'filters.models.king_bed'],
    ['an unknown filter key', { filters: { 'models.colour': ['red'] } }, 'filters.models.colour'],
    ['an unknown named filter', { filters: { model: { colour: 'red' } } }, 'filters.model'],
    ['a room location without a priority', { filters: { 'models.room_location': ['Rear'] } }, 'filters.models.room_location'],
    ['an unknown body field', { pageSize: 10 }, 'pageSize'],
  ])('answers 400 for %s, naming the field', async (_name, body, field) => {
    for (const url of ['models', 'brands']) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ statusCode: 400, error: 'Bad Request', field }));
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('caps size at the largest page the spec asks for: 100 brands (the quiz), 200 models (brand spec pages)', async () => {
    const brands = await post('brands', { size: 101 });
    expect(brands.statusCode).toBe(400);
    expect(brands.json()).toEqual({ statusCode: 400, error: 'Bad Request', field: 'size', message: 'body.size must be <= 100' });
    expect((await post('brands', { size: 100 })).statusCode).toBe(200);
    const models = await post('models', { size: 201 });
    expect(models.statusCode).toBe(400);
    expect(models.json()).toEqual({ statusCode: 400, error: 'Bad Request', field: 'size', message: 'body.size must be <= 200' });
    expect((await post('models', { size: 200 })).statusCode).toBe(200);
  });

  it('names the view type each endpoint takes', async () => {
    expect((await post('models', { viewType: 'brand' })).json().field).toBe('viewType');
    expect((await post('brands', { viewType: 'floorplan' })).json().field).toBe('viewType');
    expect((await post('models', { viewType: 'floorplan' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown index and 200 for the catalogue index', async () => {
    const res = await post('models', { indexName: 'products' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No search index named "products".');
    expect((await post('models', { indexName: 'catalog' })).json()).toEqual({ docs: [], total: { value: 0 } });
  });

  it('accepts a single value where a list is expected (filter state may hold one value per key)', async () => {
    expect((await post('models', { filters: { 'models.brand': 'CG', model: { referenceId: '293RK' } } })).statusCode).toBe(200);
  });
});
