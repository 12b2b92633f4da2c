import fc from 'fast-check';
import { hostileValue, objectFor, RawNumber, valueFor, type JsonSchema } from './schema-arbitraries';

/** One operation of an OpenAPI 3 document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  /** OpenAPI path with `{name}` placeholders, e.g. `/api/northpass/v1/courses/{id}`. */
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }>;
  body?: { required: boolean; schema: JsonSchema };
}

/** What the fuzzer sends: `authorization` may hold the placeholder TOKEN, replaced by the runner's live token. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export const TOKEN = '{token}';

interface OpenApiDocument {
  paths: Record<string, Record<string, {
    parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
    requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  }>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    parameters: (op.parameters ?? [])
      .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
      .map((p) => ({ name: p.name, in: p.in as 'path' | 'query' | 'header', required: p.in === 'path' || !!p.required, schema: p.schema ?? {} })),
    body: op.requestBody?.content?.['application/json']?.schema
      ? { required: !!op.requestBody.required, schema: op.requestBody.content['application/json'].schema }
      : undefined,
  })));
}

/** encodeURIComponent, except that a lone surrogate goes out as the three bytes a client would send (`%ED%A0%80`). */
export function encodeLoosely(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^]/g, (unit) => {
    if (unit.length === 1 && unit >= '\uD800' && unit <= '\uDFFF') {
      const code = unit.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(unit);
  });
}

/** JSON.stringify that writes each RawNumber's text as is. */
export function toJson(value: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => (item instanceof RawNumber ? `\u0001${raw.push(item.text) - 1}\u0001` : item));
  return (text ?? 'null').replace(/"\\u0001(\d+)\\u0001"/g, (_match, index: string) => raw[Number(index)]);
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : value instanceof RawNumber ? value.text : toJson(value));

function queryString(entries: Array<[string, unknown]>): string {
  const pairs = entries.flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => [name, item] as const) : [[name, value] as const]))
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeLoosely(name)}=${encodeLoosely(asText(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const MALFORMED_JSON = ['{"a":', '{a:1}', '[1,2', '{"a":1}}', 'undefined', "{'a':1}", '\u0000', '{"a":"\\ud800', '', 'NaN', '{"a":1e309}'];

/** The body: JSON of the schema (mostly), or malformed JSON, a wrong content type, or a scalar where an object belongs. */
function bodyArbitrary(operation: Operation, mutate: boolean): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const schema = operation.body?.schema ?? { type: 'object' };
  const json = (operation.body ? valueFor(schema, mutate) : objectFor({}, mutate)).map((value) => ({ payload: toJson(value), contentType: 'application/json' }));
  if (!mutate) return json;
  return fc.oneof(
    { arbitrary: json, weight: 6 },
    { arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ payload, contentType: 'application/json' })), weight: 1 },
    {
      arbitrary: fc.tuple(json, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', undefined))
        .map(([{ payload }, contentType]) => ({ payload, contentType })),
      weight: 1,
    },
    { arbitrary: hostileValue().map((value) => ({ payload: toJson(value), contentType: 'application/json' })), weight: 1 },
  );
}

const AUTHORIZATION = fc.oneof(
  { arbitrary: fc.constant(`Bearer ${TOKEN}`), weight: 8 },
  { arbitrary: fc.constantFrom(undefined, 'Bearer ', 'Bearer a.b.c', 'Basic YTpi', `Bearer ${'x'.repeat(5000)}`), weight: 1 },
);

/**
 * Requests for `operation`: a quarter valid-shaped throughout (to reach the handler and its SQL), the rest with
 * mutations in any parameter, header or body part.
 */
export function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.oneof({ arbitrary: request(operation, false), weight: 1 }, { arbitrary: request(operation, true), weight: 3 });
}

function request(operation: Operation, mutate: boolean): fc.Arbitrary<FuzzRequest> {
  const parameter = (p: Operation['parameters'][number]) => {
    const value = valueFor(p.schema, mutate);
    return p.required && !mutate ? value : fc.option(value, { nil: undefined, freq: 3 });
  };
  const model = Object.fromEntries(operation.parameters.map((p) => [`${p.in}:${p.name}`, parameter(p)]));
  const sendsBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return fc.record({
    values: fc.record(model),
    body: sendsBody ? bodyArbitrary(operation, mutate) : fc.constant<{ payload?: string; contentType?: string }>({}),
    authorization: AUTHORIZATION,
  }).map(({ values, body, authorization }) => {
    const of = (where: string) => operation.parameters.filter((p) => p.in === where).map((p) => [p.name, values[`${where}:${p.name}`]] as [string, unknown]);
    const path = of('path').reduce((url, [name, value]) => url.replace(`{${name}}`, value === undefined ? '' : encodeLoosely(asText(value))), operation.path);
    const headers: Record<string, string> = {};
    for (const [name, value] of of('header')) if (value !== undefined) headers[name] = asText(value).replace(/[^\t\x20-\x7e]/g, '?');
    if (authorization !== undefined) headers.authorization = authorization;
    if (body.contentType) headers['content-type'] = body.contentType;
    return { method: operation.method, url: path + queryString(of('query')), headers, ...(body.payload !== undefined ? { payload: body.payload } : {}) };
  });
}
