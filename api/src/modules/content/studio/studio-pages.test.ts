import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import { STUDIO_MESSAGES } from '@rv/domain/studio';
import { testAppPerFile, testDbKind } from '../../../../test/test-app';
import { bearer, signInStaff } from '../../../../test/auth-testing';
import { fakeWebRoot } from '../../../../test/fake-web-root';

/** A stand-in layout build that draws the status and the blog post its address names, read through the content API as the real builds read. */
const FAKE_LAYOUT = `
let fetchApi;
exports.configureServerRendering = (fn) => { fetchApi = fn; };
exports.renderLayout = async ({ pathname, status }) => {
  const uid = pathname.split('/')[2];
  const post = uid ? await fetchApi({ method: 'GET', url: '/api/content/v1/documents/blog_detail/' + uid }) : null;
  return { html: '<main data-status="' + status + '"><h1>' + (post && post.body.data ? post.body.data.title : 'no post') + '</h1></main>', seed: {} };
};
`;

const HOME = 'home_page-home';

describe(`the studio with the site's pages: links to pages that exist, previews of pages never published (${testDbKind})`, () => {
  const webRoot = fakeWebRoot({ layout: FAKE_LAYOUT, catalogPage: 'exports.configureServerRendering = () => undefined; exports.renderPage = async () => ({ html: "", seed: {} });' });
  const ctx = testAppPerFile({ serveWeb: true, config: { webRoot } });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  let token = '';
  beforeAll(async () => {
    token = (await signInStaff(ctx().app, 'staff.editor')).token;
  });
  const studio = (method: InjectOptions['method'], url: string, payload?: object) =>
    ctx().app.inject({ method, url: `/api/studio${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it("refuses a web address of the site that no page answers, naming the field, with the words the studio's form shows", async () => {
    const doc = (await studio('GET', `/documents/${HOME}`)).json();
    const withLink = (url: string) => ({ slice_type: 'link_section', primary: { title: 'More' }, items: [{ label: 'Go', link: { link_type: 'Web', url } }] });
    const save = (url: string) => studio('PUT', `/documents/${HOME}`, { baseVersion: doc.version, data: { ...doc.data, body: [...doc.data.body, withLink(url)] } });
    const at = doc.data.body.length;
    for (const dead of ['/no-such-page', '/keystone-life/no-such-post', '/ignite-nothing/here/at/all']) {
      expect((await save(dead)).json()).toEqual({ statusCode: 400, error: 'Bad Request', field: `body[${at}].items[0].link`, message: STUDIO_MESSAGES.brokenAddress(dead) });
    }
    const good = await save('/find-a-dealer?zip=46534#map');
    expect(good.statusCode).toBe(200);
    expect(good.json().version).toBe(doc.version + 1);
  });

  it('answers which links of a form lead nowhere, by their lookup keys', async () => {
    const keys = ['page:/no-such-page', 'page:/find-a-dealer', 'document:page/no-such-page', 'document:home_page/home', 'page:/keystone-life/skillet-cornbread-and-chili-night'];
    expect((await studio('POST', '/link-check', { keys })).json().missing.sort()).toEqual(['document:page/no-such-page', 'page:/no-such-page']);
    expect((await ctx().app.inject({ method: 'POST', url: '/api/studio/link-check', payload: { keys } })).statusCode).toBe(401);
  });

  it('previews a new post that was never published through the signed preview, while its address stays 404 for visitors', async () => {
    const created = await studio('POST', '/documents', { type: 'blog_detail', uid: 'first-frost', data: { title: 'First frost at the lake', body: [] } });
    expect(created.json()).toMatchObject({ status: 'draft', publishedVersion: null });
    const preview = await studio('GET', '/documents/blog_detail-first-frost/preview');
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<main data-status="200"><h1>First frost at the lake</h1></main>');
    expect(preview.body).toContain('<title>First frost at the lake | Keystone RV</title>');
    const visitor = await ctx().app.inject({ method: 'GET', url: '/keystone-life/first-frost' });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain('First frost');
  });
});
