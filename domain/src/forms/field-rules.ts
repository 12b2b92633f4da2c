import { object, string, ValidationError, type AnyObjectSchema, type ObjectSchema, type StringSchema } from 'yup';
import { formMessages } from './messages';

/** Flat form values as the forms post them (spec: the calls: "flat form fields"). */
export type FormValues = Record<string, unknown>;

export interface FieldError {
  field: string;
  message: string;
}

/** A field's Yup schema: trimmed text, absent (undefined) when blank. */
export type FieldSchema = StringSchema<string | undefined>;
/** A form's Yup schema: one field schema per field, in the form's order. */
export type FormSchema = ObjectSchema<Record<string, string | undefined>>;

// Deliberately plain: one @, no spaces, a dot in the domain with a 2+ letter ending.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** A value as text with outer whitespace trimmed (spec: validation rules: "whitespace trimmed"); absent is ''. */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value).trim();
}

// Every field is text, trimmed; a blank one is absent, so only `required` speaks about it (Yup skips absent values).
const trimmed = (): FieldSchema => string().transform((_value: unknown, original: unknown) => fieldText(original) || undefined);

/** Required text with the spec's message; a select says '{field} selection is required'. */
export const requiredText = (schema: FieldSchema, label: string, select = false): FieldSchema =>
  schema.required(select ? formMessages.selectionRequired(label) : formMessages.required(label));

export interface TextOptions {
  required?: boolean;
  min?: number;
  max?: number;
  /** Any further rule; false gives 'Invalid {field}'. */
  check?: (value: string) => boolean;
}

/** A text field: required, then min and max length, then its own check, each with the spec's message. */
export function textField(label: string, { required = false, min, max, check }: TextOptions = {}): FieldSchema {
  let schema = trimmed();
  if (required) schema = requiredText(schema, label);
  if (min !== undefined) schema = schema.min(min, formMessages.minLength(label, min));
  if (max !== undefined) schema = schema.max(max, formMessages.maxLength(label, max));
  if (check) schema = invalidUnless(schema, label, check);
  return schema;
}

/** An e-mail address: required, max length, then '{field} is not valid'. */
export function emailField(label: string, max: number): FieldSchema {
  return textField(label, { required: true, max }).matches(EMAIL, { message: formMessages.notValid(label), excludeEmptyString: true });
}

/** A select: '{field} selection is required' when required and blank; 'Invalid {field}' outside its options. */
export function selectField(label: string, options: readonly string[], required = true): FieldSchema {
  const schema = required ? requiredText(trimmed(), label, true) : trimmed();
  return schema.oneOf([...options], formMessages.invalid(label));
}

/** Adds a rule whose break reads 'Invalid {field}'. */
export function invalidUnless(schema: FieldSchema, label: string, check: (value: string) => boolean): FieldSchema {
  return schema.test('valid', formMessages.invalid(label), (value) => value === undefined || check(value));
}

/** A form's schema from its fields, in the order the person meets them. */
export const formSchema = (fields: Record<string, FieldSchema>): FormSchema => object(fields) as FormSchema;

/**
 * Every broken field with its first message, in the form's field order (the first is the one to focus).
 * Any object schema: the API checks the account bodies with it too.
 */
/**
 * The values without keys that name a member of Object.prototype (`constructor`, `toString`, `__proto__`...)
 * and no field of the schema: Yup looks each key up in its plain `fields` object, finds the inherited member
 * and throws a TypeError (a 500) instead of ignoring the unknown key.
 */
export function withoutInheritedKeys<V extends object>(schema: FormSchema | AnyObjectSchema, values: V): V {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return values;
  const keys = Object.keys(values);
  if (!keys.some((key) => key in Object.prototype)) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !(key in Object.prototype) || Object.hasOwn(schema.fields, key))) as V;
}

export function validateForm(schema: FormSchema | AnyObjectSchema, values: FormValues): FieldError[] {
  const first = firstErrorPerPath(schema, withoutInheritedKeys(schema, values));
  return Object.keys(schema.fields).filter((name) => first.has(name)).map((field) => ({ field, message: first.get(field)! }));
}

/** Every path the schema refuses in the values, nested ones included (`body[2].primary.title`), with its first message. */
export function firstErrorPerPath(schema: { validateSync(values: unknown, options: { abortEarly: boolean }): unknown }, values: unknown): Map<string, string> {
  const first = new Map<string, string>();
  try {
    schema.validateSync(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (inner.path && !first.has(inner.path)) first.set(inner.path, inner.message);
    }
  }
  return first;
}

/** The values of the form's own fields, trimmed; blank, disabled (stripped) and other keys are dropped. */
export function pickFormValues(schema: FormSchema, values: FormValues): Record<string, string> {
  const cast = schema.cast(withoutInheritedKeys(schema, values), { stripUnknown: true, assert: false }) as Record<string, string | undefined>;
  const picked: Record<string, string> = {};
  for (const name of Object.keys(schema.fields)) {
    const value = cast[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}
