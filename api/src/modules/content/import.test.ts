import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { importDocuments, readImportPath } from './import';

/** `npm run content:import`: upserts JSON documents, recomputing links and search vectors. */
describe(`content import (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  let dir: string;
  const get = (url: string) => ctx().app.inject({ method: 'GET', url: `/api/content/v1${url}` });
  const write = (name: string, value: unknown) => fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-import-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('adds new documents from a folder and makes them searchable and linkable', async () => {
    write('a-post.json', {
      uid: 'fall-colors-tour', type: 'blog_detail', tags: ['destinations'], publishedAt: '2030-01-01T00:00:00Z',
      data: { title: 'Fall Colors Tour', description: 'Maple ridges of Vermont', body: [
        { slice_type: 'related_story', primary: { title: 'More' }, items: [{ story: { link_type: 'Document', type: 'blog_detail', uid: 'boondocking-101' } }] },
      ] },
    });
    write('b-pages.json', [{ uid: 'fall-landing', type: 'page', data: { title: 'Fall', body: [], featured: { link_type: 'Document', type: 'blog_detail', uid: 'fall-colors-tour' } } }]);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not content');
    const result = await importDocuments(ctx().db, readImportPath(dir));
    expect(result.ids).toEqual(['blog_detail-fall-colors-tour', 'page-fall-landing']);

    const post = (await get('/documents/blog_detail/fall-colors-tour')).json();
    expect(post.data.body[0].items[0].story).toMatchObject({ uid: 'boondocking-101', isBroken: false });
    expect((await get('/documents?type=blog_detail&pageSize=1')).json().results[0].uid).toBe('fall-colors-tour');
    expect((await get('/search?q=vermont')).json().results.map((d: { uid: string }) => d.uid)).toEqual(['fall-colors-tour']);
    expect((await get('/documents/page/fall-landing')).json().data.featured).toMatchObject({ isBroken: false, data: { title: 'Fall Colors Tour' } });
  });

  it('updates an existing document: new data, new search words, first publication kept', async () => {
    const before = (await get('/documents/innovation/solarflex-power')).json();
    const file = path.join(dir, 'update.json');
    fs.writeFileSync(file, JSON.stringify({ uid: 'solarflex-power', type: 'innovation', data: { title: 'SolarFlex Power Max', summary: 'Now with 800 W of panels and a heliostat.' } }));
    await importDocuments(ctx().db, readImportPath(file));
    const after = (await get('/documents/innovation/solarflex-power')).json();
    expect(after.data).toEqual({ title: 'SolarFlex Power Max', summary: 'Now with 800 W of panels and a heliostat.' });
    expect(after.first_publication_date).toBe(before.first_publication_date);
    expect(Date.parse(after.last_publication_date)).toBeGreaterThan(Date.parse(before.last_publication_date));
    expect((await get('/search?q=heliostat')).json().total_results_size).toBe(1);
  });

  it('recomputes links: a link removed by an update is no longer reported broken', async () => {
    const file = path.join(dir, 'links.json');
    fs.writeFileSync(file, JSON.stringify({ uid: 'linky', type: 'page', data: { title: 'Linky', body: [], to: { link_type: 'Document', type: 'page', uid: 'gone' } } }));
    const first = await importDocuments(ctx().db, readImportPath(file));
    expect(first.brokenLinks).toContainEqual({ source: 'page-linky', target: 'page/gone' });
    fs.writeFileSync(file, JSON.stringify({ uid: 'linky', type: 'page', data: { title: 'Linky', body: [] } }));
    const second = await importDocuments(ctx().db, readImportPath(file));
    expect(second.brokenLinks.map((b) => b.source)).not.toContain('page-linky');
  });

  it.each([
    [{ uid: 'x', data: {} }, /type/],
    [{ uid: 'x', type: 'Blog Post', data: {} }, /Document type is invalid or missing\./],
    [{ uid: ' ', type: 'page', data: {} }, /UID is invalid or missing\./],
    [{ uid: null, type: 'page', data: {} }, /without a uid needs an id/],
    [{ uid: 'x', type: 'page', data: {}, publishedAt: 'yesterday' }, /ISO 8601/],
  ])('rejects %p, naming the file', (value, message) => {
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(file, JSON.stringify([value]));
    expect(() => readImportPath(file)).toThrow(message);
    expect(() => readImportPath(file)).toThrow(`${file}[0]`);
  });

  it('rejects a file that is not JSON', () => {
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(file, '{ nope');
    expect(() => readImportPath(file)).toThrow(/not valid JSON/);
  });
});
