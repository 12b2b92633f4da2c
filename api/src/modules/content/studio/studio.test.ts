import type { InjectOptions } from 'fastify';
import { STUDIO_MESSAGES } from '@rv/domain/studio';
import { testDbKind, testAppPerFile } from '../../../../test/test-app';
import { bearer, signInStaff } from '../../../../test/auth-testing';
import { deliverDue } from '../../../outbox/outbox';
import { SCHEDULED_PUBLISH_TOPIC, publishWhenDue } from './service';
import { previewAuthorization } from '../preview';

jest.setTimeout(60_000);

const HOME = 'home_page-home';
const POST = 'blog_detail-skillet-cornbread-and-chili-night';

describe(`the content studio's API (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const tokens: Record<'editor' | 'publisher' | 'admin' | 'sales', string> = { editor: '', publisher: '', admin: '', sales: '' };
  beforeAll(async () => {
    tokens.editor = (await signInStaff(ctx().app, 'staff.editor')).token;
    tokens.publisher = (await signInStaff(ctx().app, 'staff.publisher')).token;
    tokens.admin = (await signInStaff(ctx().app, 'staff.admin')).token;
    tokens.sales = (await signInStaff(ctx().app, 'staff.sales')).token;
  });
  const as = (who: keyof typeof tokens, method: InjectOptions['method'], url: string, payload?: object) =>
    ctx().app.inject({ method, url: `/api/studio${url}`, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });
  const site = async (type: string, uid: string) => (await ctx().app.inject({ method: 'GET', url: `/api/content/v1/documents/${type}/${uid}` })).json();
  const opened = async (id: string) => (await as('editor', 'GET', `/documents/${id}`)).json();

  it('lets only staff with a studio role in, and answers nothing a cache may keep', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/studio/documents' })).statusCode).toBe(401);
    expect((await as('sales', 'GET', '/documents')).statusCode).toBe(403);
    const list = await as('editor', 'GET', '/documents?type=blog_detail&q=chili%20night');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toMatchObject({ total: 1, results: [{ id: POST, type: 'blog_detail', status: 'published', version: 1, updatedBy: 'content import' }] });
  });

  it('keeps every saved version with who and when, and shows what changed between two', async () => {
    const before = await opened(HOME);
    expect(before).toMatchObject({ status: 'published', version: 1, publishedVersion: 1 });
    const saved = await as('editor', 'PUT', `/documents/${HOME}`, { baseVersion: 1, data: { ...before.data, title: 'Show season' } });
    expect(saved.json()).toMatchObject({ version: 2, status: 'changed', data: { title: 'Show season' }, published: { version: 1 } });
    // The site still shows the published version: a draft is apart from it.
    expect((await site('home_page', 'home')).data.title).toBe(before.data.title);
    const versions = (await as('editor', 'GET', `/documents/${HOME}/versions`)).json().results;
    expect(versions).toEqual([
      expect.objectContaining({ version: 2, kind: 'saved', savedBy: 'staff.editor', savedAt: expect.any(String) }),
      expect.objectContaining({ version: 1, kind: 'imported', savedBy: 'content import' }),
    ]);
    expect((await as('editor', 'GET', `/documents/${HOME}/diff?from=1&to=2`)).json())
      .toEqual({ from: 1, to: 2, changes: [{ path: 'title', change: 'changed', before: before.data.title, after: 'Show season' }] });
  });

  it('refuses a save on a stale base with 409 and the other person\'s change, and keeps what the second person typed', async () => {
    const base = await opened(POST);
    const first = await as('publisher', 'PUT', `/documents/${POST}`, { baseVersion: base.version, data: { ...base.data, title: 'Cornbread by the campfire' } });
    expect(first.statusCode).toBe(200);
    const mine = { ...base.data, description: 'A chili night for six.' };
    const second = await as('editor', 'PUT', `/documents/${POST}`, { baseVersion: base.version, data: mine });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      statusCode: 409, message: expect.stringMatching(/^staff\.publisher saved version 2 of this document after you opened version 1/),
      current: { version: 2, savedBy: 'staff.publisher', data: { title: 'Cornbread by the campfire' } },
      theirChanges: [{ path: 'title', change: 'changed', before: base.data.title, after: 'Cornbread by the campfire' }],
    });
    expect((await opened(POST)).autosave).toMatchObject({ baseVersion: 1, data: { description: 'A chili night for six.' } });
    // Saved on the latest version, it goes through and the autosave is spent.
    const again = await as('editor', 'PUT', `/documents/${POST}`, { baseVersion: 2, data: { ...mine, title: 'Cornbread by the campfire' } });
    expect(again.json()).toMatchObject({ version: 3, autosave: null });
  });

  it('keeps an autosave of work in progress for its author only', async () => {
    const doc = await opened(POST);
    expect((await as('editor', 'PUT', `/documents/${POST}/autosave`, { baseVersion: doc.version, data: { ...doc.data, title: 'Half-typed' } })).statusCode).toBe(204);
    expect((await opened(POST)).autosave).toMatchObject({ baseVersion: doc.version, data: { title: 'Half-typed' } });
    expect((await as('publisher', 'GET', `/documents/${POST}`)).json().autosave).toBeNull();
  });

  it('lets publishers publish, and editors not (403); the site shows the published version at once', async () => {
    const editorTry = await as('editor', 'POST', `/documents/${HOME}/publish`, {});
    expect(editorTry.statusCode).toBe(403);
    expect(editorTry.json().message).toBe('Only staff with the publisher role may do this.');
    const published = await as('publisher', 'POST', `/documents/${HOME}/publish`, {});
    expect(published.json()).toMatchObject({ status: 'published', publishedVersion: 2 });
    expect((await site('home_page', 'home')).data.title).toBe('Show season');
  });

  it('rolls back to any version as a new version, and publishes it when asked', async () => {
    const doc = await opened(HOME);
    const rolled = await as('publisher', 'POST', `/documents/${HOME}/rollback`, { version: 1, baseVersion: doc.version, publish: true });
    expect(rolled.json()).toMatchObject({ version: doc.version + 1, status: 'published', publishedVersion: doc.version + 1 });
    const versions = (await as('editor', 'GET', `/documents/${HOME}/versions`)).json().results;
    expect(versions[0]).toMatchObject({ kind: 'rolled-back', restoredFrom: 1, savedBy: 'staff.publisher' });
    expect((await site('home_page', 'home')).data.title).toBe((await as('editor', 'GET', `/documents/${HOME}/versions/1`)).json().data.title);
    expect((await as('editor', 'POST', `/documents/${HOME}/rollback`, { version: 1, baseVersion: doc.version + 1 })).statusCode).toBe(403);
  });

  it('publishes a scheduled version once, however often the outbox delivers it', async () => {
    const doc = await opened(POST);
    expect((await as('publisher', 'POST', `/documents/${POST}/schedule`, { at: '2020-01-01T00:00:00Z' })).json())
      .toMatchObject({ statusCode: 400, field: 'at', message: 'The time to publish must be in the future; to publish now, publish.' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await as('publisher', 'POST', `/documents/${POST}/schedule`, { at })).json()).toMatchObject({ status: 'scheduled', scheduledVersion: doc.version });
    const db = ctx().db;
    // Not due yet: nothing happens.
    expect(await deliverDue(db, { [SCHEDULED_PUBLISH_TOPIC]: publishWhenDue })).toBe(0);
    // The hour passes; a copy of the message stands for a second delivery (a replica that crashed after publishing).
    await db.query(`INSERT INTO outbox (topic, payload) SELECT topic, payload FROM outbox WHERE topic = $1`, [SCHEDULED_PUBLISH_TOPIC]);
    await db.query(`UPDATE outbox SET next_attempt_at = now() WHERE topic = $1`, [SCHEDULED_PUBLISH_TOPIC]);
    expect(await deliverDue(db, { [SCHEDULED_PUBLISH_TOPIC]: publishWhenDue })).toBe(2);
    expect((await opened(POST))).toMatchObject({ status: 'published', publishedVersion: doc.version, scheduledAt: null });
    expect((await site('blog_detail', 'skillet-cornbread-and-chili-night')).data.title).toBe('Cornbread by the campfire');
    const audit = (await as('admin', 'GET', `/audit?documentId=${POST}`)).json().results;
    expect(audit.filter((row: { action: string }) => row.action === 'published')).toEqual([
      expect.objectContaining({ actor: 'schedule', version: doc.version, detail: `scheduled for ${at}` }),
    ]);
  });

  it('records who changed, published or rolled back what, for admins only', async () => {
    expect((await as('editor', 'GET', '/audit')).statusCode).toBe(403);
    const audit = (await as('admin', 'GET', `/audit?documentId=${HOME}`)).json();
    expect(audit.results.map((row: { actor: string; action: string; version: number }) => [row.actor, row.action, row.version])).toEqual([
      ['staff.publisher', 'published', 3], ['staff.publisher', 'rolled-back', 3], ['staff.publisher', 'published', 2], ['staff.editor', 'saved', 2],
    ]);
  });

  it('records who changed whose roles, from what to what, and nothing for a change that changes nothing', async () => {
    const change = (username: string, roles: string[]) => as('admin', 'PATCH', `/staff/${username}`, { roles });
    expect((await change('staff.editor', ['editor', 'publisher'])).json()).toMatchObject({ username: 'staff.editor', roles: ['editor', 'publisher'] });
    expect((await change('staff.editor', ['publisher', 'editor'])).statusCode).toBe(200);
    expect((await change('staff.editor', ['editor'])).statusCode).toBe(200);
    expect((await change('staff.admin', ['editor'])).statusCode).toBe(409);
    expect((await as('editor', 'PATCH', '/staff/staff.editor', { roles: ['admin'] })).statusCode).toBe(403);
    const rows = (await as('admin', 'GET', '/audit?actor=staff.admin')).json().results;
    expect(rows.map((row: { action: string; subject: string; detail: string; documentId: string | null }) => [row.action, row.subject, row.detail, row.documentId])).toEqual([
      ['roles-changed', 'staff.editor', 'from editor, publisher to editor', null],
      ['roles-changed', 'staff.editor', 'from editor to editor, publisher', null],
    ]);
  });

  it('refuses bad input with the schema\'s words: a missing title, an image without alt text, a broken link', async () => {
    const doc = await opened(HOME);
    const save = (data: object) => as('editor', 'PUT', `/documents/${HOME}`, { baseVersion: doc.version, data: { ...doc.data, ...data } });
    expect((await save({ title: ' ' })).json()).toMatchObject({ statusCode: 400, field: 'title', message: 'Title is required' });
    expect((await save({ hero_image: { url: '/api/media/x.svg', alt: '' } })).json())
      .toMatchObject({ statusCode: 400, field: 'hero_image.alt', message: STUDIO_MESSAGES.altText });
    const broken = { slice_type: 'call_to_action', primary: { title: 'Go', cta_label: 'Go', cta_link: { link_type: 'Document', type: 'page', uid: 'no-such-page' } }, items: [] };
    expect((await save({ body: [...doc.data.body, broken] })).json())
      .toMatchObject({ statusCode: 400, field: `body[${doc.data.body.length}].primary.cta_link`, message: STUDIO_MESSAGES.brokenLink('page', 'no-such-page') });
    expect((await as('editor', 'POST', '/documents', { type: 'blog_detail', uid: 'Not A Uid', data: {} })).json()).toMatchObject({ statusCode: 400, field: 'uid', message: STUDIO_MESSAGES.uid });
  });

  it('creates a draft that is not on the site until published, and finds documents to link to', async () => {
    const created = await as('editor', 'POST', '/documents', { type: 'blog_detail', uid: 'spring-show', data: { title: 'Spring show', body: [] } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'blog_detail-spring-show', status: 'draft', version: 1 });
    expect((await ctx().app.inject({ method: 'GET', url: '/api/content/v1/documents/blog_detail/spring-show' })).statusCode).toBe(404);
    expect((await as('editor', 'POST', '/documents', { type: 'blog_detail', uid: 'spring-show', data: { title: 'Again', body: [] } })).statusCode).toBe(409);
    const targets = (await as('editor', 'GET', '/link-targets?q=spring%20show')).json().results;
    expect(targets).toEqual([{ type: 'blog_detail', uid: 'spring-show', title: 'Spring show', url: expect.stringContaining('spring-show') }]);
  });
});

describe(`the studio's preview: the site's reads with one draft in place (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  let editor = '';
  beforeAll(async () => {
    editor = (await signInStaff(ctx().app, 'staff.editor', { remoteAddress: '10.9.9.9' })).token;
  });

  it('the content API gives the draft only to a signed preview request, and never from or into the cache', async () => {
    const studio = (method: InjectOptions['method'], url: string, payload?: object) =>
      ctx().app.inject({ method, url: `/api/studio${url}`, headers: bearer(editor), ...(payload ? { payload } : {}) });
    const doc = (await studio('GET', `/documents/${POST}`)).json();
    await studio('PUT', `/documents/${POST}`, { baseVersion: doc.version, data: { ...doc.data, title: 'Draft title' } });
    const read = (authorization?: string) => ctx().app.inject({
      method: 'GET', url: '/api/content/v1/documents/blog_detail/skillet-cornbread-and-chili-night', headers: authorization ? { authorization } : {},
    });
    expect((await read()).json().data.title).toBe(doc.data.title);
    const preview = previewAuthorization(ctx().config.jwtSecret, POST, doc.version + 1);
    expect((await read(preview)).json().data.title).toBe('Draft title');
    expect((await read()).json().data.title).toBe(doc.data.title);
    expect((await read(`${preview}x`)).json().data.title).toBe(doc.data.title);
    expect((await read(previewAuthorization('another-secret-of-enough-length-0123456789', POST, doc.version + 1))).json().data.title).toBe(doc.data.title);
    const page = await studio('GET', `/documents/${POST}/preview`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await ctx().app.inject({ method: 'GET', url: `/api/studio/documents/${POST}/preview` })).statusCode).toBe(401);
  });
});
