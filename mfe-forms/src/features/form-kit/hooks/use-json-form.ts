import { leadTrackingFields } from '@rv/shared-lib';
import type { FormSchema } from '@rv/shared-lib/forms';
import { postForm } from '../api/form-submit.resource';
import { useForm, type Values } from './use-form';
import { useSubmission } from './use-submission';

export interface JsonFormOptions {
  formKey: string;
  /** The form's shared Yup schema. */
  schema: FormSchema;
  /** Endpoint under /api (FORM_PATHS). */
  path: string;
  /** The data-layer event name carried with the tracking fields. */
  eventName: string;
  initialValues?: Values;
  fixedValues?: Values;
}

/** A form posted as flat JSON (spec §7): its fields, fieldnames, formPage and the tracking fields. */
export function useJsonForm({ formKey, schema, path, eventName, initialValues, fixedValues }: JsonFormOptions) {
  const form = useForm({ formKey, schema, initialValues, fixedValues });
  const submission = useSubmission<Record<string, unknown>>(formKey, (fields, ctx) => postForm(path, fields, ctx));
  const send = () => {
    const fields = form.payload();
    return submission.submit({
      ...fields,
      fieldnames: Object.keys(fields),
      formPage: typeof window === 'undefined' ? '' : window.location.pathname,
      ...leadTrackingFields(eventName),
    });
  };
  return { form, submission, send };
}
