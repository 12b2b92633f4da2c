import type { Model, SearchResponse } from '@rv/domain/catalog';
import { testDbKind, testAppPerFile } from '../../../test/test-app';

/** The dealer search's text filter (filters.model.text) and newest-year-only listing. */
jest.setTimeout(30000);

const ctx = testAppPerFile();

const post = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload });
async function search(model: object, extra: object = {}): Promise<SearchResponse<Model>> {
  const res = await post({ size: 200, filters: { model }, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe(`catalogue text search (${testDbKind})`, () => {
  it('finds a floorplan by brand and reference id words, in any case, and nothing else', async () => {
    const [sample] = (await search({ active: true }, { size: 1 })).docs;
    const term = `${sample.brandName.toUpperCase()} ${sample.referenceId.toLowerCase()}`;
    const found = await search({ text: term });
    expect(found.total.value).toBeGreaterThan(0);
    for (const doc of found.docs) {
      expect(doc.name.toLowerCase()).toContain(sample.referenceId.toLowerCase());
      expect(doc.brandName).toBe(sample.brandName);
    }
    expect(found.docs.map((d) => d.uniqueId)).toContain(sample.uniqueId);
  });

  it('gives no floorplans for a word no floorplan has', async () => {
    expect(await search({ text: 'zzqxv' })).toEqual({ docs: [], total: { value: 0 } });
  });

  it('lists each floorplan once, in its newest model year, with newestYearOnly', async () => {
    const [sample] = (await search({ active: true }, { size: 1 })).docs;
    const allYears = await search({ text: sample.referenceId, referenceId: [sample.referenceId] });
    const newest = await search({ text: sample.referenceId, referenceId: [sample.referenceId], newestYearOnly: true });
    const key = (m: Model) => `${m.brandReferenceId}/${m.typeClassSlug}/${m.referenceId}`;
    expect(new Set(newest.docs.map(key)).size).toBe(newest.docs.length);
    expect(new Set(allYears.docs.map(key))).toEqual(new Set(newest.docs.map(key)));
    for (const doc of newest.docs) {
      const years = allYears.docs.filter((d) => key(d) === key(doc)).map((d) => d.modelYear);
      expect(doc.modelYear).toBe(Math.max(...years));
    }
  });

  it.each([
    ['an empty text', { text: '' }],
    ['a text of spaces only', { text: '   ' }],
    ['a text over 100 characters', { text: 'x'.repeat(101) }],
    ['newestYearOnly of the wrong type', { newestYearOnly: 'yes' }],
  ])('answers 400 for %s, naming the field', async (_name, model) => {
    const res = await post({ filters: { model } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toMatch(/^filters\.model\.(text|newestYearOnly)$/);
  });
});
