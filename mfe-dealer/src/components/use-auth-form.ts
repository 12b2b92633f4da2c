import { useState } from 'react';
import type { FormikErrors } from 'formik';
import { authFailureMessage } from '@rv/shared-lib';

/**
 * The submit of a portal account form: sends the values, and shows the server's refusal as the form's
 * error (`onFailure` runs first, e.g. to record a failed sign-in).
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
  return { error, onSubmit };
}

/** A field's message once a submit was tried (the portal's forms do not speak before that). */
export const submittedErrors = <V>({ submitCount, errors }: { submitCount: number; errors: FormikErrors<V> }) =>
  (name: keyof V & string) => (submitCount > 0 ? (errors[name] as string | undefined) : undefined);
