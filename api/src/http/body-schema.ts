import type { AnyObjectSchema, InferType } from 'yup';
import { validateForm, withoutInheritedKeys, type FormValues } from '@rv/domain/forms';
import { badRequest } from './errors';

/**
 * Checks a body (or params) with the shared Yup schema its form uses, so the 400 says what the form
 * says: the first broken field in the form's order, with its message and name. Answers the body as
 * the schema reads it (text trimmed where the schema trims).
 */
export function checkBody<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  const values = withoutInheritedKeys(schema, (body ?? {}) as FormValues);
  const [first] = validateForm(schema, values);
  if (first) throw badRequest(first.message, first.field);
  return schema.cast(values) as InferType<S>;
}
