import { MAX_MEDIA_BYTES, MEDIA_MESSAGES, STUDIO_MESSAGES } from '@rv/domain/studio';
import { testDbKind, testAppPerFile } from '../../../../test/test-app';
import { bearer, signInStaff } from '../../../../test/auth-testing';
import { HTML_PAYLOAD, filesUnder, multipartBody, noiseImage, type Part } from '../../../uploads/test-support';

/** The studio's media library: uploads through the verified upload path with required alt text, listed for staff, served to everyone. */
jest.setTimeout(120_000);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe(`the studio's media library (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const tokens: Record<'editor' | 'publisher' | 'admin' | 'sales', string> = { editor: '', publisher: '', admin: '', sales: '' };
  let PNG: Buffer;
  let JPEG: Buffer;
  beforeAll(async () => {
    for (const who of Object.keys(tokens) as Array<keyof typeof tokens>) tokens[who] = (await signInStaff(ctx().app, `staff.${who}`)).token;
    PNG = await noiseImage('png', 64, 40);
    JPEG = await noiseImage('jpeg');
  });

  const post = (parts: Part[], who: keyof typeof tokens = 'editor') => {
    const { payload, headers } = multipartBody(parts);
    return ctx().app.inject({ method: 'POST', url: '/api/studio/media', payload, headers: { ...headers, ...bearer(tokens[who]) } });
  };
  const file = (value: Buffer, filename = 'season.png', type = 'image/png'): Part => ({ name: 'file', value, filename, type });
  const alt = (value: string): Part => ({ name: 'alt', value });
  const list = async (who: keyof typeof tokens = 'editor') => (await ctx().app.inject({ url: '/api/studio/media', headers: bearer(tokens[who]) })).json();
  const kept = () => filesUnder(ctx().config.uploadDir).filter((name) => !name.startsWith('.incoming'));
  const rows = async () => Number((await ctx().db.query<{ n: string }>('SELECT count(*) AS n FROM studio_media')).rows[0].n);

  it('keeps an editor\'s image with its alt text, lists it with size, type, who and when, and audits it', async () => {
    const res = await post([alt('  A fifth wheel at a show  '), file(PNG)]);
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toEqual({
      id: expect.stringMatching(new RegExp(`^${UUID}$`)), url: `/api/media/library/${item.id}.png`, alt: 'A fifth wheel at a show', fileName: 'season.png',
      contentType: 'image/png', byteSize: PNG.length, width: 64, height: 40, uploadedAt: expect.any(String), uploadedBy: 'staff.editor',
    });
    expect(kept()).toEqual([expect.stringMatching(new RegExp(`^studio-media/${UUID}$`))]);
    // Every content role reads the library; the newest image comes first.
    const jpeg = (await post([alt('A toy hauler ramp'), file(JPEG, 'ramp.jpg', 'image/jpeg')], 'publisher')).json();
    expect((await list('publisher')).results.map((i: { id: string }) => i.id)).toEqual([jpeg.id, item.id]);
    expect(await list('admin')).toMatchObject({ total: 2, page: 1, results: [{ contentType: 'image/jpeg', alt: 'A toy hauler ramp', uploadedBy: 'staff.publisher' }, { byteSize: PNG.length }] });
    const audit = (await ctx().app.inject({ url: '/api/studio/audit?actor=staff.editor', headers: bearer(tokens.admin) })).json().results;
    expect(audit[0]).toMatchObject({ actor: 'staff.editor', action: 'media-uploaded', documentId: null, detail: `season.png (${item.id}): A fifth wheel at a show` });
  });

  it('serves an image to anyone, kept by browsers for a year since its address never changes, and 404 for any other name', async () => {
    const { url } = (await post([alt('A trailer at dusk'), file(PNG)])).json();
    const image = await ctx().app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
    expect((await ctx().app.inject({ url, headers: { 'if-none-match': image.headers.etag as string } })).statusCode).toBe(304);
    expect((await ctx().app.inject({ url: url.replace('.png', '.jpg') })).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: '/api/media/library/00000000-0000-4000-8000-000000000000.png' })).json())
      .toMatchObject({ statusCode: 404, message: 'No media library image "00000000-0000-4000-8000-000000000000.png".' });
    expect((await ctx().app.inject({ url: '/api/media/library/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });

  it('lets only editors upload, and only staff with a studio role list', async () => {
    const before = await rows();
    expect((await ctx().app.inject({ method: 'POST', url: '/api/studio/media', ...multipartBody([alt('x'), file(PNG)]) })).statusCode).toBe(401);
    const admin = await post([alt('A trailer'), file(PNG)], 'admin');
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('Only staff with the editor role may do this.');
    expect((await ctx().app.inject({ url: '/api/studio/media', headers: bearer(tokens.sales) })).statusCode).toBe(403);
    expect(await rows()).toBe(before);
  });

  it.each([
    ['no alt text', () => [file(PNG)], 'alt', STUDIO_MESSAGES.altText],
    ['blank alt text', () => [alt('   '), file(PNG)], 'alt', STUDIO_MESSAGES.altText],
    ['alt text after the file, blank', () => [file(PNG), alt(' ')], 'alt', STUDIO_MESSAGES.altText],
    ['alt text of a page', () => [alt('a'.repeat(301)), file(PNG)], 'alt', MEDIA_MESSAGES.altTooLong],
    ['no file', () => [alt('A trailer')], 'file', MEDIA_MESSAGES.fileRequired],
    ['an empty file', () => [alt('A trailer'), file(Buffer.alloc(0))], 'file', MEDIA_MESSAGES.fileRequired],
    ['HTML named .png', () => [alt('A trailer'), file(HTML_PAYLOAD)], 'file', MEDIA_MESSAGES.wrongType],
    ['a polyglot: a real JPEG followed by HTML', () => [alt('A trailer'), file(Buffer.concat([JPEG, HTML_PAYLOAD]), 'a.jpg', 'image/jpeg')], 'file', MEDIA_MESSAGES.wrongType],
    ['an SVG (script can run in it)', () => [alt('A trailer'), file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.svg', 'image/svg+xml')], 'file', MEDIA_MESSAGES.wrongType],
    ['a PNG cut short', () => [alt('A trailer'), file(PNG.subarray(0, PNG.length - 30))], 'file', MEDIA_MESSAGES.wrongType],
  ])('refuses %s with a 400 naming the problem, keeping nothing', async (_name, parts, field, message) => {
    const [filesBefore, rowsBefore] = [kept(), await rows()];
    const res = await post(parts());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect(kept()).toEqual(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });

  it('refuses an image over 12 MB and a body that is not multipart with words', async () => {
    const big = await post([alt('A trailer'), file(Buffer.concat([PNG, Buffer.alloc(MAX_MEDIA_BYTES)]))]);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ field: 'file', message: MEDIA_MESSAGES.tooLarge });
    const json = await ctx().app.inject({ method: 'POST', url: '/api/studio/media', payload: { alt: 'A trailer' }, headers: bearer(tokens.editor) });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the form as multipart/form-data.');
    expect(filesUnder(ctx().config.uploadDir).filter((name) => name.startsWith('.incoming'))).toEqual([]);
  });
});
