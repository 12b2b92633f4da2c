import { useState, type FormEvent } from 'react';
import type { FormikErrors } from 'formik';
import { authFailureMessage } from '@rv/shared-lib';

/**
 * The submit of a portal account form: sends the values, and shows the server's refusal as the form's
 * error (`onFailure` runs first, e.g. to record a failed sign-in). The refusal answers one submit: the
 * form's own submit handler goes through `submitting`, which clears it on every new try, even one the
 * field rules stop before anything is sent ('Username is required' never stands beside an old refusal).
 */
export function useAuthSubmit<V>(send: (values: V) => Promise<void>, onFailure?: () => void) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (values: V) => {
    setError(null);
    try {
      await send(values);
    } catch (reason) {
      onFailure?.();
      setError(authFailureMessage(reason));
    }
  };
  const submitting = (handleSubmit: (event?: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
    setError(null);
    handleSubmit(event);
  };
  return { error, onSubmit, submitting };
}

/** A field's message once a submit was tried (the portal's forms do not speak before that). */
export const submittedErrors = <V>({ submitCount, errors }: { submitCount: number; errors: FormikErrors<V> }) =>
  (name: keyof V & string) => (submitCount > 0 ? (errors[name] as string | undefined) : undefined);
