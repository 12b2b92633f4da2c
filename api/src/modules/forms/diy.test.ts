import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { solvedBotCheck } from '../bot-check/test-support';
import { counts, VALID } from './test-support';

process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);

/** A multipart body as the DIY form sends it: the fields as JSON in one part, plus the image. */
function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>) {
  const boundary = '----rvtestboundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n`
      + (p.type ? `Content-Type: ${p.type}\r\n` : '') + '\r\n'),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe(`POST /api/form/diy-request (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });

  const send = async (fields: Record<string, unknown> | string | undefined, image?: { value: Buffer; filename: string; type: string }) => {
    const token = await solvedBotCheck(ctx().app);
    const parts = [];
    if (fields !== undefined) parts.push({ name: 'fields', value: typeof fields === 'string' ? fields : JSON.stringify({ ...fields, 'g-recaptcha-response': token }) });
    if (image) parts.push({ name: 'imageUpload', ...image });
    return ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', ...multipart(parts) });
  };

  it('stores the fields and the image bytes in the database, linked to the submission', async () => {
    const res = await send(VALID.diy, { value: PNG, filename: 'awning.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const { rows } = await ctx().db.query<{ form_type: string; content_type: string; file_name: string; byte_size: number; content: Uint8Array }>(
      `SELECT s.form_type, u.content_type, u.file_name, u.byte_size, u.content FROM form_submissions s
       JOIN form_uploads u ON u.submission_id = s.id WHERE s.reference_id = $1`, [res.json().referenceId]);
    // The type comes from the bytes (PNG), not the name or the claimed type.
    expect(rows[0]).toMatchObject({ form_type: 'diy-request', content_type: 'image/png', file_name: 'awning.jpg', byte_size: PNG.length });
    expect(Buffer.from(rows[0].content).equals(PNG)).toBe(true);
  });

  it('stores a repeat with the same Idempotency-Key and image once, answering the first reference id', async () => {
    const before = await counts(ctx().db);
    const body = multipart([
      { name: 'fields', value: JSON.stringify({ ...VALID.diy, 'g-recaptcha-response': await solvedBotCheck(ctx().app) }) },
      { name: 'imageUpload', value: PNG, filename: 'awning.png', type: 'image/png' },
    ]);
    const headers = { ...body.headers, 'idempotency-key': 'diy-retry-0000001' };
    const first = await ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', payload: body.payload, headers });
    const retry = await ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', payload: body.payload, headers });
    expect(first.json()).toEqual({ success: true, referenceId: expect.any(String), duplicate: false });
    expect(retry.json()).toEqual({ success: true, referenceId: first.json().referenceId, duplicate: true });
    expect(await counts(ctx().db)).toEqual({ submissions: before.submissions + 1, outbox: before.outbox + 1, uploads: before.uploads + 1 });
  });

  it('answers 403 for a reused solution with an image, and stores neither the submission nor the image', async () => {
    const token = await solvedBotCheck(ctx().app);
    const image = { name: 'imageUpload', value: PNG, filename: 'awning.png', type: 'image/png' };
    const post = (email: string) => {
      const body = multipart([{ name: 'fields', value: JSON.stringify({ ...VALID.diy, email, 'g-recaptcha-response': token }) }, image]);
      return ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', ...body });
    };
    expect((await post('first@example.com')).statusCode).toBe(200);
    const before = await counts(ctx().db);
    const again = await post('second@example.com');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: 'The bot check has already been used.', field: 'g-recaptcha-response' });
    expect(await counts(ctx().db)).toEqual(before);
  });

  it('accepts the form without an image', async () => {
    expect((await send(VALID.diy)).statusCode).toBe(200);
  });

  it.each([
    ['a file that is not an image, named .png', { value: Buffer.from('MZ this is an exe'), filename: 'photo.png', type: 'image/png' }, 'Image Upload is not the correct type'],
    ['an image over 12 MB', { value: Buffer.concat([PNG, Buffer.alloc(12 * 1024 * 1024)]), filename: 'big.png', type: 'image/png' }, 'Image Upload is greater than 12mb'],
  ])('answers 400 for %s and stores nothing', async (_name, image, message) => {
    const before = await counts(ctx().db);
    const res = await send(VALID.diy, image);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field: 'imageUpload' });
    expect(await counts(ctx().db)).toEqual(before);
  });

  it.each([
    ['a missing fields part', undefined, 'fields is required', 'fields'],
    ['fields that are not JSON', '{oops', 'Invalid fields', 'fields'],
    ['an invalid field', { ...VALID.diy, comments: '' }, 'Comments is required', 'comments'],
  ])('answers 400 for %s', async (_name, fields, message, field) => {
    const before = await counts(ctx().db);
    const res = await send(fields, { value: PNG, filename: 'a.png', type: 'image/png' });
    expect(res.json()).toMatchObject({ statusCode: 400, message, field });
    expect(await counts(ctx().db)).toEqual(before);
  });

  it('answers 403 when the JSON carries no bot-check solution', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', ...multipart([{ name: 'fields', value: JSON.stringify(VALID.diy) }]) });
    expect(res.statusCode).toBe(403);
  });
});
