import type { Model, SearchResponse } from '@rv/domain/catalog';
import type { TypedApp } from '../src/app-types';

/** The catalogue's model search on a test app, as the list page asks it; anything but a 200 fails the test. */
export async function searchModels(app: TypedApp, body: object): Promise<SearchResponse<Model>> {
  const res = await app.inject({ method: 'POST', url: '/api/search/v1/models', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The load bench's seeded generator, so a test asks the same searches on every run. */
export { seededRandom } from '../../scripts/uncached-search-mix.mjs';
