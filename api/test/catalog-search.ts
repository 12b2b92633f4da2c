import type { Model, SearchResponse } from '@rv/domain/catalog';
import type { TypedApp } from '../src/app-types';

/** The catalogue's model search on a test app, as the list page asks it; anything but a 200 fails the test. */
export async function searchModels(app: TypedApp, body: object): Promise<SearchResponse<Model>> {
  const res = await app.inject({ method: 'POST', url: '/api/search/v1/models', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** mulberry32: a small seeded generator, so a test or a bench asks the same searches on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
