import { testDbKind, testAppPerFile } from '../../../test/test-app';

/** Consumer spec (the calls): full text across several types. */
describe(`GET /api/content/v1/search (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const search = async (query: string) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/content/v1/search?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('finds documents of several types, word stems included', async () => {
    const body = await search('q=winterize');
    const types = new Set(body.results.map((d: { type: string }) => d.type));
    expect([...types]).toEqual(expect.arrayContaining(['howto_detail', 'or_support_article', 'blog_detail']));
    expect(body.results.map((d: { uid: string }) => d.uid)).toContain('de-winterizing-in-spring');
  });

  it('ranks a title match first', async () => {
    const body = await search('q=boondocking');
    expect(body.results[0]).toMatchObject({ type: 'blog_detail', uid: 'boondocking-101', url: '/keystone-life/boondocking-101' });
  });

  it('narrows to the types listed', async () => {
    const body = await search('q=winterize&types=or_support_article');
    expect(body.total_results_size).toBeGreaterThan(0);
    expect(body.results.every((d: { type: string }) => d.type === 'or_support_article')).toBe(true);
  });

  it('pages the results with total_pages', async () => {
    const all = await search('q=battery&pageSize=100');
    const second = await search('q=battery&pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, results_per_page: 2, total_results_size: all.total_results_size, total_pages: Math.ceil(all.total_results_size / 2) });
    expect(second.results.map((d: { id: string }) => d.id)).toEqual(all.results.slice(2, 4).map((d: { id: string }) => d.id));
  });

  it('does not match link machinery such as "Document" or URLs', async () => {
    expect((await search('q=link_type')).total_results_size).toBe(0);
    expect((await search('q=api%20media%20scene')).total_results_size).toBe(0);
  });

  it('takes web-search syntax: quoted phrases and exclusions', async () => {
    const phrase = await search('q=%22lithium%20batteries%22');
    expect(phrase.total_results_size).toBeGreaterThan(0);
    const without = await search('q=winterize%20-spring&types=or_support_article');
    expect(without.results.map((d: { uid: string }) => d.uid)).not.toContain('de-winterizing-in-spring');
  });

  it('gives an empty page for words no document holds', async () => {
    expect(await search('q=zeppelin')).toMatchObject({ total_results_size: 0, total_pages: 0, results: [] });
  });
});
