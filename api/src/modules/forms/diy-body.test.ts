import type { AddressInfo } from 'node:net';
import { MAX_IMAGE_UPLOAD_BYTES } from '@rv/domain/forms';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { TEST_BOUNDARY, filesUnder, multipartBody, noiseImage, postOverHttp } from '../../uploads/test-support';
import { solvedBotCheck } from '../bot-check/test-support';
import { counts, VALID } from './test-support';

/** What the DIY post answers to a body that is not a well-formed multipart form, and to one too large to read. */
process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000';
const URL_PATH = '/api/form/diy-request';

describe(`POST /api/form/diy-request with a broken or oversize body (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });
  let base: string;
  let fields: string;
  beforeAll(async () => {
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx().app.server.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    fields = JSON.stringify({ ...VALID.diy, 'g-recaptcha-response': await solvedBotCheck(ctx().app) });
  });

  const post = (payload: Buffer | string, contentType: string) => ctx().app.inject({ method: 'POST', url: URL_PATH, payload, headers: { 'content-type': contentType } });
  const valid = async () => multipartBody([{ name: 'fields', value: fields }, { name: 'imageUpload', value: await noiseImage('png'), filename: 'a.png', type: 'image/png' }]);

  it.each([
    ['no boundary', async () => post((await valid()).payload, 'multipart/form-data'), 'The multipart body has no boundary in its Content-Type header.'],
    ['a truncated body', async () => {
      const { payload, headers } = await valid();
      return post(payload.subarray(0, payload.length - 200), headers['content-type']);
    }, 'The multipart body is truncated: it ends before its closing boundary.'],
    ['a truncated body cut inside the fields part', async () => {
      const { payload, headers } = await valid();
      return post(payload.subarray(0, 60), headers['content-type']);
    }, 'The multipart body is truncated: it ends before its closing boundary.'],
    ['a JSON body', async () => post(fields, 'application/json'), 'Send the form as multipart/form-data.'],
    ['a text body', async () => post('fields=1', 'text/plain'), 'Send the form as multipart/form-data.'],
    ['two files', async () => {
      const image = await noiseImage('png');
      const body = multipartBody([{ name: 'fields', value: fields }, ...[1, 2].map((n) => ({ name: 'imageUpload', value: image, filename: `${n}.png`, type: 'image/png' }))]);
      return post(body.payload, body.headers['content-type']);
    }, 'The multipart body has too many files.'],
    ['too many fields', async () => {
      const body = multipartBody([{ name: 'fields', value: fields }, ...[1, 2, 3, 4, 5].map((n) => ({ name: `extra${n}`, value: 'x' }))]);
      return post(body.payload, body.headers['content-type']);
    }, 'The multipart body has too many fields.'],
  ])('answers 400 for %s, storing and keeping nothing', async (_name, send, message) => {
    const before = await counts(ctx().db);
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field: 'body' });
    expect(await counts(ctx().db)).toEqual(before);
    expect(filesUnder(ctx().config.uploadDir)).toEqual([]);
  });

  it('stops reading a chunked image at the 12 MB limit: answers 400 with the message and closes the connection', async () => {
    const head = Buffer.from(`--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${fields}\r\n`
      + `--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="imageUpload"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`);
    const sent = 48 * 1024 * 1024;
    const answer = await postOverHttp(`${base}${URL_PATH}`, { 'content-type': `multipart/form-data; boundary=${TEST_BOUNDARY}` }, head, sent);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'Image Upload is greater than 12mb', field: 'imageUpload' });
    // The answer came once about 12 MB (plus what the socket buffers hold) was read, not 48 MB.
    expect(answer.writtenAtAnswer).toBeLessThan(MAX_IMAGE_UPLOAD_BYTES + 8 * 1024 * 1024);
    expect(answer.closedByServer).toBe(true);
    expect(filesUnder(ctx().config.uploadDir)).toEqual([]);
  });

  it('refuses a body whose declared length is over the limit before reading it', async () => {
    const head = Buffer.from(`--${TEST_BOUNDARY}\r\n`);
    const declared = String(MAX_IMAGE_UPLOAD_BYTES + 1024 * 1024);
    const answer = await postOverHttp(`${base}${URL_PATH}`, { 'content-type': `multipart/form-data; boundary=${TEST_BOUNDARY}`, 'content-length': declared }, head, Number(declared) - head.length);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'Image Upload is greater than 12mb', field: 'imageUpload' });
    expect(answer.writtenAtAnswer).toBeLessThan(8 * 1024 * 1024);
    expect(answer.closedByServer).toBe(true);
  });
});
