import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { HTML_PAYLOAD, TEST_BOUNDARY, filesUnder, multipartBody, noiseImage, postOverHttp } from '../../uploads/test-support';
import { bearer, signInAs } from '../../../test/auth-testing';

/** The profile image upload URL of dealer spec (the calls): streamed to disk, verified as an image, served back. */
jest.setTimeout(120_000);

const BASE = '/api/mambo/v1/keystonerv_production';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const imagePart = (content: Buffer, type = 'image/png', filename = 'me.png') => multipartBody([{ name: 'image', value: content, filename, type }]);

describe(`users/{id}/image (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const tokens: Record<string, string> = {};
  let uuid: string;
  let PNG: Buffer;
  let JPEG: Buffer;
  beforeAll(async () => {
    tokens.sales = (await signInAs(ctx().app, 'salesperson')).token;
    tokens.manager = (await signInAs(ctx().app, 'manager')).token;
    uuid = (await ctx().app.inject({ url: `${BASE}/user/validate`, headers: bearer(tokens.sales) })).json().uuid;
    PNG = await noiseImage('png');
    JPEG = await noiseImage('jpeg');
  });

  const send = (body: { payload: Buffer | string; headers: Record<string, string> }, token = tokens.sales) =>
    ctx().app.inject({ method: 'POST', url: `${BASE}/users/${uuid}/image`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  const upload = (content: Buffer, token = tokens.sales, type?: string) => send(imagePart(content, type), token);
  const imageRow = async () => (await ctx().db.query<{ storage_key: string | null; content: Uint8Array | null; byte_size: number; content_type: string }>(
    `SELECT i.storage_key, i.content, i.byte_size, i.content_type FROM reward_user_images i JOIN reward_accounts a ON a.user_id = i.user_id WHERE a.uuid = $1`, [uuid])).rows[0];
  const keptImages = () => filesUnder(ctx().config.uploadDir).filter((file) => file.startsWith('profile-images/'));

  it('keeps a PNG as a file under a generated name and serves it from the imageUrl the user now has', async () => {
    const res = await upload(PNG);
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(new RegExp(`^${BASE}/users/${uuid}/image\\?v=\\d+$`));
    const row = await imageRow();
    expect(row).toMatchObject({ content: null, byte_size: PNG.length, content_type: 'image/png' });
    expect(row.storage_key).toMatch(new RegExp(`^profile-images/${UUID}$`));
    expect(readFileSync(path.join(ctx().config.uploadDir, row.storage_key!)).equals(PNG)).toBe(true);
    expect((await ctx().app.inject({ url: imageUrl })).statusCode).toBe(401);
    const image = await ctx().app.inject({ url: imageUrl, headers: bearer(tokens.manager) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
    expect((await ctx().app.inject({ url: `${BASE}/user/validate`, headers: bearer(tokens.sales) })).json().imageUrl).toBe(imageUrl);
  });

  it('replaces the earlier image and removes its file', async () => {
    expect((await upload(PNG)).statusCode).toBe(200);
    const first = (await imageRow()).storage_key;
    expect((await upload(JPEG, tokens.sales, 'image/jpeg')).statusCode).toBe(200);
    const second = await imageRow();
    expect(second).toMatchObject({ content_type: 'image/jpeg', byte_size: JPEG.length });
    expect(keptImages()).toEqual([second.storage_key]);
    expect(first).not.toBe(second.storage_key);
  });

  it('still serves an image stored in the database before the move to files', async () => {
    await ctx().db.query(`UPDATE reward_user_images SET content = $2, storage_key = NULL, content_type = 'image/png'
      WHERE user_id = (SELECT user_id FROM reward_accounts WHERE uuid = $1)`, [uuid, PNG]);
    const image = await ctx().app.inject({ url: `${BASE}/users/${uuid}/image`, headers: bearer(tokens.manager) });
    expect(image.statusCode).toBe(200);
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
  });

  it.each([
    ['an SVG declared as PNG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a polyglot: a real JPEG followed by HTML', () => Buffer.concat([JPEG, HTML_PAYLOAD])],
    ['GIF89a followed by JavaScript', () => Buffer.from('GIF89a=1;alert(document.domain);//')],
    ['a PNG cut short', () => PNG.subarray(0, PNG.length - 30)],
  ])('judges the whole file, not the declared type: 415 for %s, keeping nothing', async (_name, content) => {
    const before = keptImages();
    const res = await upload(content());
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ field: 'image', message: 'image must be a PNG, JPEG, GIF or WebP image' });
    expect(keptImages()).toEqual(before);
  });

  it('refuses an image over 2 MB (413), keeping nothing', async () => {
    const before = keptImages();
    const res = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ field: 'image', message: 'image must be at most 2 MB' });
    expect(keptImages()).toEqual(before);
  });

  it('stops reading a chunked upload at 2 MB over real HTTP: 413 and the connection closed', async () => {
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(ctx().app.server.address() as AddressInfo).port}${BASE}/users/${uuid}/image`;
    const head = Buffer.from(`--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const answer = await postOverHttp(url, { 'content-type': `multipart/form-data; boundary=${TEST_BOUNDARY}`, ...bearer(tokens.sales) }, head, 32 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.writtenAtAnswer).toBeLessThan(12 * 1024 * 1024);
    expect(answer.closedByServer).toBe(true);
  });

  it.each([
    ['no boundary', () => ({ payload: imagePart(PNG).payload, headers: { 'content-type': 'multipart/form-data' } }), 'The multipart body has no boundary in its Content-Type header.'],
    ['a truncated body', () => {
      const { payload, headers } = imagePart(PNG);
      return { payload: payload.subarray(0, payload.length - 100), headers };
    }, 'The multipart body is truncated: it ends before its closing boundary.'],
    ['a body that is not multipart', () => ({ payload: PNG, headers: { 'content-type': 'image/png' } }), 'Send the form as multipart/form-data.'],
    ['two files', () => multipartBody([1, 2].map((n) => ({ name: 'image', value: PNG, filename: `${n}.png`, type: 'image/png' }))), 'The multipart body has too many files.'],
  ])('answers 400 for %s', async (_name, body, message) => {
    const res = await send(body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field: 'body' });
  });

  it("lets nobody else set a user's image, not even the manager (403), nor without a token (401)", async () => {
    expect((await upload(PNG, tokens.manager)).statusCode).toBe(403);
    const body = imagePart(PNG);
    expect((await ctx().app.inject({ method: 'POST', url: `${BASE}/users/${uuid}/image`, ...body })).statusCode).toBe(401);
  });
});
