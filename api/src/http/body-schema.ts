import type { AnyObjectSchema } from 'yup';
import { validateForm, type FormValues } from '@rv/shared-lib/forms/field-rules';
import { badRequest } from './errors';

/**
 * Checks a body (or params) with the shared Yup schema its form uses, so the 400 says what the form
 * says: the first broken field in the form's order, with its message and name.
 */
export function checkBody(schema: AnyObjectSchema, body: unknown): void {
  const [first] = validateForm(schema, (body ?? {}) as FormValues);
  if (first) throw badRequest(first.message, first.field);
}
