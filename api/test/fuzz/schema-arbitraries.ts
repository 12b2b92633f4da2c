import fc from 'fast-check';

/** The part of JSON Schema (as TypeBox writes it into the OpenAPI document) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

/** A JSON number written as is, so a body can carry what JSON.stringify cannot (`1e309`, twenty digits). */
export class RawNumber {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export const HOSTILE_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '%00', '../../etc/passwd', "' OR '1'='1", '💩👨‍👩‍👧', '\u202Eevil',
  '-1', '0', '1e309', '99999999999999999999', 'NaN', 'null', 'true', '[]', '{}', '00000000-0000-0000-0000-000000000000', '\\',
];
export const HOSTILE_NUMBERS: Array<number | RawNumber> = [
  0, -0, -1, 0.5, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 2 ** 63, Number.MIN_VALUE,
  new RawNumber('1e309'), new RawNumber('-1e309'), new RawNumber('99999999999999999999'), new RawNumber('1e-400'),
];

/** Values of every wrong kind for any field: hostile text, extreme numbers, the other JSON types, deep nesting. */
export const hostileValue = (): fc.Arbitrary<unknown> => fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(true, false, null, [], {}, [[[[[[[[[]]]]]]]]], { $gt: '' }, ['a', 1, null]),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const CAP = 40;
const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? CAP, CAP));
  switch (schema.format) {
    case 'uuid': return fc.uuid();
    case 'email': return fc.emailAddress();
    case 'date': return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time': return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    default: break;
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot generate from: plain strings still exercise the route.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1e6, -1e9);
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1e6, 1e9);
  const inRange = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof({ arbitrary: inRange, weight: 4 }, { arbitrary: fc.constantFrom(min, max), weight: 1 });
}

/** Numbers past any column: int4, int8 and double overflow, written as a client would send them. */
const OVERFLOWING: unknown[] = [2 ** 31, 2 ** 63, 1e20, new RawNumber('99999999999999999999'), new RawNumber('1e309'), new RawNumber('-1e309'), -1e20];

/** Values just outside the schema's bounds: one past each limit, where off-by-one and overflow live. */
export function boundaryValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = typesOf(schema).some((type) => type === 'integer' || type === 'number') ? [...OVERFLOWING] : [];
  for (const limit of [schema.minimum, schema.exclusiveMinimum]) if (limit !== undefined) values.push(limit - 1, limit - 0.5);
  for (const limit of [schema.maximum, schema.exclusiveMaximum]) if (limit !== undefined) values.push(limit + 1, limit + 0.5);
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) values.push('x'.repeat(schema.minLength - 1));
  if (schema.maxItems !== undefined && schema.maxItems < 100) values.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
  return values;
}

/**
 * Values shaped by `schema`; with `mutate`, any node may instead be a hostile or out-of-bounds value, an object
 * may lose a required property or gain an unknown one. Without it the value is valid-shaped, to reach handlers.
 */
export function valueFor(schema: JsonSchema, mutate: boolean, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedValue(schema, mutate, depth);
  if (!mutate) return shaped;
  const wrong = boundaryValues(schema);
  return fc.oneof(
    { arbitrary: shaped, weight: 5 },
    { arbitrary: hostileValue(), weight: 2 },
    ...(wrong.length ? [{ arbitrary: fc.constantFrom(...wrong), weight: 1 }] : []),
  );
}

function shapedValue(schema: JsonSchema, mutate: boolean, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, mutate, depth)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, mutate, depth);
  const [type] = typesOf(schema).filter((t) => t !== 'null');
  switch (type) {
    case 'string': return stringArbitrary(schema);
    case 'integer': return numberArbitrary(schema, true);
    case 'number': return numberArbitrary(schema, false);
    case 'boolean': return fc.boolean();
    case 'array': return fc.array(valueFor(schema.items ?? {}, mutate, depth + 1), {
      minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
    });
    case 'object': return objectFor(schema, mutate, depth);
    default: return depth > 2 ? fc.string({ maxLength: 10 }) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object with its required properties, some optional ones; mutated: one required dropped or an unknown added. */
export function objectFor(schema: JsonSchema, mutate: boolean, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = depth > 4 ? {} : (schema.properties ?? {});
  const model = Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, valueFor(inner, mutate, depth + 1)]));
  const required = (schema.required ?? []).filter((key) => key in model);
  const base = fc.record(model, { requiredKeys: required });
  if (!mutate) return base;
  const dropped = required.length ? fc.option(fc.constantFrom(...required), { freq: 4 }) : fc.constant(null);
  const extraKey = fc.option(fc.string({ maxLength: 12 }).filter((key) => key !== '__proto__'), { freq: 4 });
  return fc.tuple(base, dropped, extraKey, hostileValue()).map(([value, drop, key, extra]) => {
    const copy: Record<string, unknown> = { ...value };
    if (drop) delete copy[drop];
    if (key !== null) copy[key] = extra;
    return copy;
  });
}
