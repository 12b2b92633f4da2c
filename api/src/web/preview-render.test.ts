import fs from 'node:fs';
import { testAppPerFile, testDbKind } from '../../test/test-app';
import { bearer, signInStaff } from '../../test/auth-testing';
import { fakeWebRoot } from '../../test/fake-web-root';

/** A stand-in layout build that draws a blog post's title, read through the content API as the real builds read. */
const FAKE_LAYOUT = `
let fetchApi;
exports.configureServerRendering = (fn) => { fetchApi = fn; };
exports.renderLayout = async () => {
  const post = await fetchApi({ method: 'GET', url: '/api/content/v1/documents/blog_detail/skillet-cornbread-and-chili-night' });
  return { html: '<main><h1>' + post.body.data.title + '</h1></main>', seed: {} };
};
`;

describe(`a studio preview is drawn by the server renderer with the draft, for staff only (${testDbKind})`, () => {
  const webRoot = fakeWebRoot({ layout: FAKE_LAYOUT, catalogPage: 'exports.configureServerRendering = () => undefined; exports.renderPage = async () => ({ html: "", seed: {} });' });
  const ctx = testAppPerFile({ serveWeb: true, config: { webRoot } });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  it('draws the draft in the preview while every visitor keeps the published page', async () => {
    const { token } = await signInStaff(ctx().app, 'staff.editor');
    const id = 'blog_detail-skillet-cornbread-and-chili-night';
    const studio = (method: 'GET' | 'PUT', url: string, payload?: object) => ctx().app.inject({ method, url: `/api/studio/documents/${id}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    const doc = (await studio('GET', '')).json();
    const visitorPage = async () => (await ctx().app.inject({ method: 'GET', url: '/' })).body;
    expect(await visitorPage()).toContain(`<h1>${doc.data.title}</h1>`);
    await studio('PUT', '', { baseVersion: doc.version, data: { ...doc.data, title: 'Cornbread, drafted' } });

    const preview = await studio('GET', '/preview');
    expect(preview.headers['content-type']).toMatch(/^text\/html/);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain('<h1>Cornbread, drafted</h1>');
    expect(await visitorPage()).toContain(`<h1>${doc.data.title}</h1>`);
    const older = await studio('GET', `/preview?version=${doc.version}`);
    expect(older.body).toContain(`<h1>${doc.data.title}</h1>`);
  });
});
