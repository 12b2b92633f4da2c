import Fastify from 'fastify';
import { registerErrorHandling } from './errors';
import { isInvalidText, refuseInvalidText } from './invalid-text';
import { refuseNonFiniteNumbers } from './non-finite-numbers';

describe('isInvalidText', () => {
  it.each([
    ['a\u0000b', true], ['\u0000', true], ['\ud800', true], ['x\udfff', true], ['\udc00\ud800', true],
    ['plain', false], ['', false], ['💩 emoji pair', false], ['\u202Eright-to-left', false], ['tab\tand\nnewline', false],
  ])('%j is invalid: %s', (text, invalid) => {
    expect(isInvalidText(text)).toBe(invalid);
  });
});

describe('refuseInvalidText and refuseNonFiniteNumbers on every route', () => {
  const app = Fastify({ ajv: { customOptions: { coerceTypes: 'array' } } });
  registerErrorHandling(app);
  app.addHook('preValidation', refuseInvalidText);
  app.addHook('preHandler', refuseNonFiniteNumbers);
  app.get('/items/:id', { schema: { querystring: { type: 'object', properties: { page: { type: 'integer', maximum: 10 } } } } }, async () => ({ ok: true }));
  app.post('/items', async () => ({ ok: true }));
  afterAll(() => app.close());

  it.each([
    ['GET', '/items/a%00b', undefined, {}, 'id', 'params.id must not contain a NUL'],
    ['GET', '/items/1?q=%00', undefined, {}, 'q', 'querystring.q must not'],
    ['POST', '/items', '{"name":"a\\u0000b"}', {}, 'name', 'body.name must not'],
    ['POST', '/items', '{"list":["\\ud800"]}', {}, 'list.0', 'body.list.0 must not'],
    ['POST', '/items', '{"a\\u0000":1}', {}, 'a\u0000', 'must not'],
    ['POST', '/items', '"\\udfff"', {}, 'body', 'body must not'],
    ['GET', '/items/1', undefined, { 'idempotency-key': 'a\u0000' }, 'idempotency-key', 'headers.idempotency-key must not'],
    ['GET', '/items/1?page=1e309', undefined, {}, 'page', 'querystring.page must be a finite number'],
    ['POST', '/items', '{"size":-1e309}', {}, 'size', 'body.size must be a finite number'],
  ])('%s %s answers 400 naming the field', async (method, url, payload, headers, field, message) => {
    const res = await app.inject({ method: method as 'GET', url, payload, headers: { 'content-type': 'application/json', ...headers } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    expect(res.json().message).toContain(message);
  });

  it('lets valid text and numbers through', async () => {
    expect((await app.inject({ method: 'POST', url: '/items?q=caf%C3%A9', payload: { name: 'café 💩', size: 1e308 } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/items/1?page=7' })).statusCode).toBe(200);
  });
});
