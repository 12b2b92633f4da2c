import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, signInAs } from '../auth/testing';

/** The profile image upload URL of spec dealer §7: type- and size-checked, stored in the database. */
jest.setTimeout(120_000);

const BASE = '/api/mambo/v1/keystonerv_production';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(content: Buffer, type = 'image/png') {
  const boundary = '----rvtest';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe(`users/{id}/image (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const tokens: Record<string, string> = {};
  let uuid: string;
  beforeAll(async () => {
    tokens.sales = (await signInAs(ctx().app, 'salesperson')).token;
    tokens.manager = (await signInAs(ctx().app, 'manager')).token;
    uuid = (await ctx().app.inject({ url: `${BASE}/user/validate`, headers: bearer(tokens.sales) })).json().uuid;
  });

  const upload = (content: Buffer, token = tokens.sales, type?: string) => {
    const body = multipart(content, type);
    return ctx().app.inject({ method: 'POST', url: `${BASE}/users/${uuid}/image`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };

  it('stores a PNG and serves it from the imageUrl the user now has', async () => {
    const res = await upload(PNG);
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(new RegExp(`^${BASE}/users/${uuid}/image\\?v=\\d+$`));
    expect((await ctx().app.inject({ url: imageUrl })).statusCode).toBe(401);
    const image = await ctx().app.inject({ url: imageUrl, headers: bearer(tokens.manager) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
    expect((await ctx().app.inject({ url: `${BASE}/user/validate`, headers: bearer(tokens.sales) })).json().imageUrl).toBe(imageUrl);
  });

  it('judges the type by the bytes, not the declared type (415)', async () => {
    const res = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), tokens.sales, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ field: 'image', message: 'image must be a PNG, JPEG, GIF or WebP image' });
  });

  it('refuses an image over 2 MB (413)', async () => {
    const res = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
  });

  it("lets nobody else set a user's image, not even the manager (403), nor without a token (401)", async () => {
    expect((await upload(PNG, tokens.manager)).statusCode).toBe(403);
    const body = multipart(PNG);
    expect((await ctx().app.inject({ method: 'POST', url: `${BASE}/users/${uuid}/image`, ...body })).statusCode).toBe(401);
  });
});
