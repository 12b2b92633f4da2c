import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deliverDue } from '../../outbox/outbox';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { HTML_PAYLOAD, ZIP_FILE, filesUnder, heicPolyglot, multipartBody, noiseImage, type Part } from '../../uploads/test-support';
import { solvedBotCheck } from '../bot-check/test-support';
import { formsOutboxHandlers } from './crm-delivery';
import { counts, fakeCrm, VALID } from './test-support';

process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe(`POST /api/form/diy-request (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });
  let PNG: Buffer;
  let JPEG: Buffer;
  beforeAll(async () => {
    PNG = await noiseImage('png');
    JPEG = await noiseImage('jpeg');
  });

  const keptFiles = () => filesUnder(ctx().config.uploadDir);
  const send = async (fields: Record<string, unknown> | string | undefined, image?: Omit<Part, 'name'>) => {
    const token = await solvedBotCheck(ctx().app);
    const parts: Part[] = [];
    if (fields !== undefined) parts.push({ name: 'fields', value: typeof fields === 'string' ? fields : JSON.stringify({ ...fields, 'g-recaptcha-response': token }) });
    if (image) parts.push({ name: 'imageUpload', ...image });
    return ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', ...multipartBody(parts) });
  };
  const uploadRow = async (referenceId: string) => (await ctx().db.query<{
    form_type: string; content_type: string; file_name: string; byte_size: number; sha256: string; storage_key: string; content: Uint8Array | null;
  }>(`SELECT s.form_type, u.content_type, u.file_name, u.byte_size, u.sha256, u.storage_key, u.content FROM form_submissions s
      JOIN form_uploads u ON u.submission_id = s.id WHERE s.reference_id = $1`, [referenceId])).rows[0];

  it('keeps the image as a file under a generated name and only its metadata in the database', async () => {
    const res = await send(VALID.diy, { value: PNG, filename: 'awning.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const row = await uploadRow(res.json().referenceId);
    // The type comes from the bytes (PNG), not the name or the claimed type.
    expect(row).toMatchObject({ form_type: 'diy-request', content_type: 'image/png', file_name: 'awning.jpg', byte_size: PNG.length, content: null });
    expect(row.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(row.storage_key).toMatch(new RegExp(`^form-uploads/${UUID}$`));
    expect(readFileSync(path.join(ctx().config.uploadDir, row.storage_key)).equals(PNG)).toBe(true);
  });

  it('stores ../../../../etc/cron.d/evil.png as evil.png, its file a generated name inside UPLOAD_DIR', async () => {
    const before = keptFiles();
    const res = await send(VALID.diy, { value: JPEG, filename: '../../../../etc/cron.d/evil.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const row = await uploadRow(res.json().referenceId);
    expect(row).toMatchObject({ file_name: 'evil.png', content_type: 'image/jpeg' });
    const added = keptFiles().filter((file) => !before.includes(file));
    expect(added).toEqual([row.storage_key]);
    expect(added[0]).toMatch(new RegExp(`^form-uploads/${UUID}$`));
    expect(existsSync(path.join(ctx().config.uploadDir, '..', '..', '..', '..', 'etc', 'cron.d', 'evil.png'))).toBe(false);
  });

  it('stores a repeat with the same Idempotency-Key and image once, answering the first reference id', async () => {
    const before = await counts(ctx().db);
    const files = keptFiles().length;
    const body = multipartBody([
      { name: 'fields', value: JSON.stringify({ ...VALID.diy, 'g-recaptcha-response': await solvedBotCheck(ctx().app) }) },
      { name: 'imageUpload', value: PNG, filename: 'awning.png', type: 'image/png' },
    ]);
    const headers = { ...body.headers, 'idempotency-key': 'diy-retry-0000001' };
    const first = await ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', payload: body.payload, headers });
    const retry = await ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', payload: body.payload, headers });
    expect(first.json()).toEqual({ success: true, referenceId: expect.any(String), duplicate: false });
    expect(retry.json()).toEqual({ success: true, referenceId: first.json().referenceId, duplicate: true });
    expect(await counts(ctx().db)).toEqual({ submissions: before.submissions + 1, outbox: before.outbox + 1, uploads: before.uploads + 1 });
    expect(keptFiles()).toHaveLength(files + 1);
  });

  it('answers 403 for a reused solution with an image, and keeps neither the submission nor the file', async () => {
    const token = await solvedBotCheck(ctx().app);
    const image = { name: 'imageUpload', value: PNG, filename: 'awning.png', type: 'image/png' };
    const post = (email: string) => {
      const body = multipartBody([{ name: 'fields', value: JSON.stringify({ ...VALID.diy, email, 'g-recaptcha-response': token }) }, image]);
      return ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', ...body });
    };
    expect((await post('first@example.com')).statusCode).toBe(200);
    const before = await counts(ctx().db);
    const files = keptFiles();
    const again = await post('second@example.com');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: 'The bot check has already been used.', field: 'g-recaptcha-response' });
    expect(await counts(ctx().db)).toEqual(before);
    expect(keptFiles()).toEqual(files);
  });

  it('accepts the form without an image, and with an empty file input', async () => {
    expect((await send(VALID.diy)).statusCode).toBe(200);
    expect((await send(VALID.diy, { value: Buffer.alloc(0), filename: '', type: 'application/octet-stream' })).statusCode).toBe(200);
  });

  it.each([
    ['a file that is not an image, named .png', () => Buffer.from('MZ this is an exe'), 'Image Upload is not the correct type'],
    ['a polyglot: a real JPEG followed by HTML and script', () => Buffer.concat([JPEG, HTML_PAYLOAD]), 'Image Upload is not the correct type'],
    ['JPEG magic bytes followed by HTML', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML_PAYLOAD]), 'Image Upload is not the correct type'],
    ['GIF89a followed by JavaScript', () => Buffer.from('GIF89a=1;alert(document.domain);//'), 'Image Upload is not the correct type'],
    ['a PNG cut short', () => PNG.subarray(0, PNG.length - 20), 'Image Upload is not the correct type'],
    // Seen before the fix: its boxes add up, so the structure check passed it, and it was stored and sent on as image/heic.
    ['a HEIC polyglot: ftyp heic, an empty meta, an mdat holding a ZIP', () => heicPolyglot(ZIP_FILE), 'Image Upload is not the correct type'],
    ['a HEIC polyglot: ftyp heic, an empty meta, an mdat holding HTML', () => heicPolyglot(HTML_PAYLOAD), 'Image Upload is not the correct type'],
    ['an image over 12 MB', () => Buffer.concat([PNG, Buffer.alloc(12 * 1024 * 1024)]), 'Image Upload is greater than 12mb'],
  ])('answers 400 for %s and keeps nothing', async (_name, image, message) => {
    const before = await counts(ctx().db);
    const files = keptFiles();
    const res = await send(VALID.diy, { value: image(), filename: 'photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field: 'imageUpload' });
    expect(await counts(ctx().db)).toEqual(before);
    expect(keptFiles()).toEqual(files);
  });

  it.each([
    ['a missing fields part', undefined, 'fields is required', 'fields'],
    ['fields that are not JSON', '{oops', 'Invalid fields', 'fields'],
    ['an invalid field', { ...VALID.diy, comments: '' }, 'What you need help with is required', 'comments'],
  ])('answers 400 for %s, leaving no file behind', async (_name, fields, message, field) => {
    const before = await counts(ctx().db);
    const files = keptFiles();
    const res = await send(fields, { value: PNG, filename: 'a.png', type: 'image/png' });
    expect(res.json()).toMatchObject({ statusCode: 400, message, field });
    expect(await counts(ctx().db)).toEqual(before);
    expect(keptFiles()).toEqual(files);
  });

  it('delivers the image to the CRM read from its file (base64), under its display name; an older row with content too', async () => {
    const crm = fakeCrm<{ referenceId: string; uploads: unknown[] }>();
    process.env.CRM_WEBHOOK_URL = await crm.listen();
    try {
      const fresh = (await send(VALID.diy, { value: JPEG, filename: 'C:\\photos\\roof.jpg', type: 'image/jpeg' })).json().referenceId;
      const older = (await send(VALID.diy, { value: PNG, filename: 'old.png', type: 'image/png' })).json().referenceId;
      // As a row stored before migration 093: the bytes in the database, no file.
      await ctx().db.query(`UPDATE form_uploads SET content = $2, storage_key = NULL, file_name = '../../etc/old.png'
        WHERE submission_id = (SELECT id FROM form_submissions WHERE reference_id = $1)`, [older, PNG]);
      await deliverDue(ctx().db, formsOutboxHandlers, 100);
      const uploadsOf = (referenceId: string) => crm.accepted.find((record) => record.referenceId === referenceId)?.uploads;
      expect(uploadsOf(fresh)).toEqual([{ field: 'imageUpload', fileName: 'roof.jpg', contentType: 'image/jpeg', byteSize: JPEG.length, contentBase64: JPEG.toString('base64') }]);
      expect(uploadsOf(older)).toEqual([{ field: 'imageUpload', fileName: 'old.png', contentType: 'image/png', byteSize: PNG.length, contentBase64: PNG.toString('base64') }]);
    } finally {
      delete process.env.CRM_WEBHOOK_URL;
      crm.close();
    }
  });

  it('answers 403 when the JSON carries no bot-check solution', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', ...multipartBody([{ name: 'fields', value: JSON.stringify(VALID.diy) }]) });
    expect(res.statusCode).toBe(403);
  });
});
