import fc from 'fast-check';
import { encodeLoosely, operationsOf, requestsFor, toJson, TOKEN } from './openapi-requests';
import { RawNumber, valueFor, type JsonSchema } from './schema-arbitraries';

const DOCUMENT = {
  paths: {
    '/api/items/{id}': {
      get: {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 50 } },
        ],
      },
      put: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 5 } } } } } },
      },
    },
  },
};

describe('operationsOf', () => {
  it('reads each method of each path with its parameters and JSON body', () => {
    const [get, put] = operationsOf(DOCUMENT);
    expect(get).toMatchObject({ method: 'GET', path: '/api/items/{id}', parameters: [{ name: 'id', in: 'path', required: true }, { name: 'page', in: 'query', required: false }] });
    expect(get.body).toBeUndefined();
    expect(put.body).toEqual({ required: true, schema: DOCUMENT.paths['/api/items/{id}'].put.requestBody.content['application/json'].schema });
  });
});

describe('encoding what JSON.stringify and encodeURIComponent cannot', () => {
  it('writes raw numbers as is and lone surrogates as the bytes a client sends', () => {
    expect(toJson({ a: new RawNumber('1e309'), b: [new RawNumber('99999999999999999999')], c: 'x' })).toBe('{"a":1e309,"b":[99999999999999999999],"c":"x"}');
    expect(encodeLoosely('\ud800')).toBe('%ED%A0%80');
    expect(encodeLoosely('a b💩/')).toBe(encodeURIComponent('a b💩/'));
  });
});

describe('valueFor', () => {
  const sample = (schema: JsonSchema, mutate: boolean) => fc.sample(valueFor(schema, mutate), { seed: 1, numRuns: 300 });

  it('without mutation stays within the schema', () => {
    for (const value of sample({ type: 'integer', minimum: 1, maximum: 50 }, false)) expect(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 50).toBe(true);
    for (const value of sample({ type: 'string', maxLength: 5 }, false)) expect((value as string).length).toBeLessThanOrEqual(5);
    for (const value of sample({ enum: ['a', 'b'] }, false)) expect(['a', 'b']).toContain(value);
    for (const value of sample({ type: 'string', format: 'uuid' }, false)) expect(value).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('with mutation also yields wrong types, NUL, and numbers past the bounds', () => {
    const values = sample({ type: 'integer', minimum: 1, maximum: 50 }, true);
    expect(values.some((value) => typeof value === 'string')).toBe(true);
    expect(values.some((value) => value === 51)).toBe(true);
    expect(values.some((value) => value instanceof RawNumber)).toBe(true);
    expect(values.some((value) => typeof value === 'string' && value.includes('\u0000'))).toBe(true);
  });
});

describe('requestsFor', () => {
  const [get, put] = operationsOf(DOCUMENT);

  it('fills the path, the query and the body, signed in with the token placeholder mostly', () => {
    const requests = fc.sample(requestsFor(get), { seed: 1, numRuns: 200 });
    expect(requests.every((request) => request.method === 'GET' && request.url.startsWith('/api/items/') && !request.url.includes('{'))).toBe(true);
    expect(requests.some((request) => /^\/api\/items\/[0-9a-f-]{36}\?page=\d+$/.test(request.url))).toBe(true);
    expect(requests.filter((request) => request.headers.authorization === `Bearer ${TOKEN}`).length).toBeGreaterThan(150);
  });

  it('sends valid JSON bodies, and malformed ones and wrong content types', () => {
    const requests = fc.sample(requestsFor(put), { seed: 1, numRuns: 300 });
    const parsed = (payload?: string): unknown => {
      try {
        return JSON.parse(payload ?? '');
      } catch {
        return undefined;
      }
    };
    const json = requests.filter((request) => request.headers['content-type'] === 'application/json');
    expect(json.some((request) => typeof (parsed(request.payload) as { name?: unknown } | undefined)?.name === 'string')).toBe(true);
    expect(json.some((request) => parsed(request.payload) === undefined)).toBe(true);
    expect(requests.some((request) => request.headers['content-type'] !== 'application/json')).toBe(true);
  });
});
