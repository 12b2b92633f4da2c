import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import { authFailureMessage } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { USERNAME_SCHEMA } from '@rv/domain/account';
import { AuthField, authStyles } from '../../../components/auth-card.component';
import { useFocusFirstInvalid } from '../../../components/use-focus-first-invalid';

interface LinkRequestFormProps {
  intro: string;
  submitLabel: string;
  /** Sends the link; resolves the message to show, rejects with a reason (spec: error catalogue). */
  request(username: string): Promise<string>;
}

/**
 * Step one of registration and reset: ask for the username (a Formik form over the Yup schema the
 * API checks it with), then say a link is on its way by e-mail.
 */
export function LinkRequestForm({ intro, submitLabel, request }: LinkRequestFormProps) {
  const [outcome, setOutcome] = useState<{ status: 'sent' | 'error'; message: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik({
    initialValues: { username: '' },
    validationSchema: USERNAME_SCHEMA,
    onSubmit: async ({ username }) => {
      setOutcome(null);
      try {
        setOutcome({ status: 'sent', message: await request(username.trim()) });
      } catch (reason) {
        setOutcome({ status: 'error', message: authFailureMessage(reason) });
      }
    },
  });
  useFocusFirstInvalid(formik, formRef);
  const { values, errors, submitCount, isSubmitting, setFieldValue, handleBlur, handleSubmit } = formik;

  if (outcome?.status === 'sent') return <p className={authStyles.notice} role="status">{outcome.message}</p>;
  return (
    <form ref={formRef} className={authStyles.form} onSubmit={handleSubmit} aria-busy={isSubmitting} noValidate>
      <p>{intro}</p>
      <AuthField
        label="Username" name="username" value={values.username} onChange={(v) => void setFieldValue('username', v)}
        onBlur={handleBlur} error={submitCount > 0 ? errors.username : undefined} autoComplete="username"
      />
      {outcome?.status === 'error' ? <p className={authStyles.error} role="alert">{outcome.message}</p> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>{submitLabel}</Button>
    </form>
  );
}
