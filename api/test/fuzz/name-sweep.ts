import fc from 'fast-check';
import { encodeLoosely, toJson, type FuzzRequest, type Operation } from './openapi-requests';
import { valueFor, type JsonSchema } from './schema-arbitraries';

/**
 * Names every plain object answers through its prototype: a lookup table keyed by request input with `in` or
 * `obj[key]` finds a function (or the prototype) for them instead of nothing.
 */
export const INHERITED_NAMES = [
  '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable',
  'toLocaleString', '__defineGetter__', 'prototype',
];

/** Strings every route may meet whatever its schema says: demo usernames and words the API keys tables by. */
const GLOBAL_STRINGS = ['demo.sales', 'lmiller.d1001.1', 'approved', 'dealer', 'index'];

const FULLWIDTH_OFFSET = 0xfee0;

/**
 * Unicode spellings of `text` that case mapping or compatibility normalisation (NFKC) turn back into it, or
 * into something near: where a key made one way and a lookup made another disagree.
 */
export function unicodeVariants(text: string): string[] {
  const variants = [
    text.toUpperCase(),
    text.replace(/i/g, '\u0130'), // İ: toLowerCase gives "i̇" (two code points), SQL lower() gives "i"
    text.replace(/k/g, '\u212a').replace(/s/g, '\u017f'), // Kelvin sign and long s: lower/upper-case to ASCII
    text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + FULLWIDTH_OFFSET)), // NFKC folds to ASCII
    `${text}\u0301`, // a combining accent
    `${text.slice(0, 1)}\u200b${text.slice(1)}`, // a zero-width space
    text.normalize('NFD'),
  ];
  return [...new Set(variants)].filter((variant) => variant !== text);
}

/** The strings a schema names (enum and const values), anywhere inside it. */
function knownStrings(schema: JsonSchema | undefined, into = new Set<string>()): Set<string> {
  if (!schema) return into;
  for (const value of [...(schema.enum ?? []), schema.const]) if (typeof value === 'string') into.add(value);
  for (const inner of [...Object.values(schema.properties ?? {}), schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    knownStrings(inner, into);
  }
  return into;
}

/** The hostile values for one string field: inherited names, and Unicode variants of the strings it and the API know. */
export function namesFor(schema: JsonSchema): string[] {
  const known = [...knownStrings(schema), ...GLOBAL_STRINGS];
  return [...new Set([...INHERITED_NAMES, ...known.flatMap(unicodeVariants)])];
}

const isStringSchema = (schema: JsonSchema) => schema.type === 'string' || !!schema.enum?.some((v) => typeof v === 'string')
  || !!(schema.anyOf ?? schema.oneOf)?.some(isStringSchema);

const sampleOf = (schema: JsonSchema, seed: number): unknown => fc.sample(valueFor(schema, false), { seed, numRuns: 1 })[0];

/**
 * Every string parameter and every top-level string property of the body, one at a time, set to each name of
 * `namesFor`, the rest valid-shaped: deterministic, so each name reaches each field on every run.
 */
export function nameSweep(operation: Operation, seed: number, authorization: string): FuzzRequest[] {
  const base = Object.fromEntries(operation.parameters.map((p) => [`${p.in}:${p.name}`, sampleOf(p.schema, seed)]));
  const body = operation.body ? sampleOf(operation.body.schema, seed) : undefined;
  const build = (values: Record<string, unknown>, payload: unknown): FuzzRequest => {
    const of = (where: string) => operation.parameters.filter((p) => p.in === where).map((p) => [p.name, values[`${where}:${p.name}`]] as const);
    const text = (value: unknown) => encodeLoosely(typeof value === 'string' ? value : toJson(value));
    const url = of('path').reduce((path, [name, value]) => path.replace(`{${name}}`, text(value)), operation.path);
    const query = of('query').filter(([, value]) => value !== undefined).map(([name, value]) => `${encodeLoosely(name)}=${text(value)}`);
    const headers: Record<string, string> = { authorization };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return { method: operation.method, url: query.length ? `${url}?${query.join('&')}` : url, headers, ...(payload !== undefined ? { payload: toJson(payload) } : {}) };
  };
  const requests: FuzzRequest[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in !== 'header' && isStringSchema(p.schema))) {
    for (const name of namesFor(parameter.schema)) requests.push(build({ ...base, [`${parameter.in}:${parameter.name}`]: name }, body));
  }
  const properties = operation.body?.schema.properties ?? {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, schema] of Object.entries(properties).filter(([, schema]) => isStringSchema(schema))) {
      for (const name of namesFor(schema)) requests.push(build(base, { ...body, [key]: name }));
    }
    // Inherited names as keys too: of the body, and of every object inside it (filters and other maps).
    const objects = Object.entries(properties).filter(([, schema]) => schema.type === 'object').map(([key]) => key);
    for (const name of INHERITED_NAMES.filter((n) => n !== '__proto__')) {
      requests.push(build(base, { ...body, [name]: 'x' }));
      for (const key of objects) requests.push(build(base, { ...body, [key]: { ...(body as Record<string, object>)[key], [name]: 'x' } }));
    }
  }
  return requests;
}
