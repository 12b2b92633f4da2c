import { leadTrackingFields } from '@rv/shared-lib';
import { postForm } from '../api/form-submit.resource';
import type { FormController } from './use-form-fields';
import { useSubmission } from './use-submission';

export interface JsonSendOptions {
  formKey: string;
  /** Endpoint under /api (FORM_PATHS). */
  path: string;
  /** The data-layer event name carried with the tracking fields. */
  eventName: string;
}

/** The send of a form posted as flat JSON (spec: the calls): its fields, fieldnames, formPage and the tracking fields. */
export function useJsonSend(form: FormController, { formKey, path, eventName }: JsonSendOptions) {
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
  return { submission, send };
}
