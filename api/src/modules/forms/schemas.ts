import { Type, type TSchema } from '@sinclair/typebox';
import { TRACKING_FIELDS } from '@rv/domain/forms';
import type { FormSchema } from '@rv/domain/forms';

// The form's Yup schema gives the spec's messages; the schema only keeps out what is not text or is absurdly long.
const loose = Type.Optional(Type.String({ maxLength: 10_000 }));

/** Fields every form may carry besides its own (spec: the calls: fieldnames, formPage, g-recaptcha-response, tracking ids). */
const common: Record<string, TSchema> = {
  fieldnames: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 60 })])),
  formPage: loose,
  'g-recaptcha-response': loose,
  altcha: loose,
  /** A client submission id; the Idempotency-Key header does the same. */
  submissionId: loose,
  ...Object.fromEntries(TRACKING_FIELDS.map((name) => [name, loose])),
};

/** The flat body of a form: its own fields and the common ones, all text; other keys are ignored. */
export function formBodySchema(schema: FormSchema) {
  return Type.Object({ ...Object.fromEntries(Object.keys(schema.fields).map((name) => [name, loose])), ...common }, { additionalProperties: true });
}

export const FormAcceptedSchema = Type.Object({
  success: Type.Literal(true),
  /** Our reference of the stored submission, the same on a repeated submit. */
  referenceId: Type.String(),
  /** True when this was a repeat of an already stored submission (same idempotency key). */
  duplicate: Type.Boolean(),
});

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })),
});

/** The maker's export of stored submissions: the forms:export command's options as a query. */
export const ExportQuerySchema = Type.Object({
  form: Type.Optional(Type.String({ maxLength: 40 })),
  since: Type.Optional(Type.String({ maxLength: 40 })),
  undelivered: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
});
