import { useRef } from 'react';
import { useFormik } from 'formik';
import { type LoggedInUser, type PasswordForm } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { SET_PASSWORD_SCHEMA } from '@rv/domain/account';
import { AuthField, authStyles } from '../../../components/auth-card.component';
import { useAuthSubmit, submittedErrors } from '../../../components/use-auth-form';
import { useFocusFirstInvalid } from '../../../components/use-focus-first-invalid';

interface SetPasswordFormProps {
  username: string;
  submitLabel: string;
  /** Registration or reset with the link token; both answer the signed-in user. */
  submit(form: PasswordForm): Promise<LoggedInUser>;
  onDone(user: LoggedInUser): void;
}

/**
 * Step two of registration and reset: the link's username (read-only) and the new password twice, a
 * Formik form over the Yup schema the API checks the same body with; the person hears a too-short
 * password or a mismatch before any call.
 */
export function SetPasswordForm({ username, submitLabel, submit, onDone }: SetPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { error, onSubmit, submitting } = useAuthSubmit<PasswordForm>(async (values) => onDone(await submit(values)));
  const formik = useFormik({ initialValues: { username, password: '', passwordConfirm: '' }, validationSchema: SET_PASSWORD_SCHEMA, onSubmit });
  useFocusFirstInvalid(formik, formRef);
  const fieldError = submittedErrors(formik);
  const { values, isSubmitting, setFieldValue, handleBlur, handleSubmit } = formik;

  return (
    <form ref={formRef} className={authStyles.form} onSubmit={submitting(handleSubmit)} aria-busy={isSubmitting} noValidate>
      <AuthField label="Username" name="username" value={values.username} onChange={() => undefined} readOnly error={fieldError('username')} autoComplete="username" />
      <AuthField
        label="New password" name="password" type="password" value={values.password} onChange={(v) => void setFieldValue('password', v)}
        onBlur={handleBlur} error={fieldError('password')} autoComplete="new-password"
      />
      <AuthField
        label="Confirm password" name="passwordConfirm" type="password" value={values.passwordConfirm}
        onChange={(v) => void setFieldValue('passwordConfirm', v)} onBlur={handleBlur} error={fieldError('passwordConfirm')} autoComplete="new-password"
      />
      {error ? <p className={authStyles.error} role="alert">{error}</p> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>{submitLabel}</Button>
    </form>
  );
}
