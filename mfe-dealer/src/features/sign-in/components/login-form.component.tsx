import { useRef } from 'react';
import { useFormik } from 'formik';
import { authStore, signIn } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { SIGN_IN_SCHEMA } from '@rv/domain/account';
import { AuthField, authStyles } from '../../../components/auth-card.component';
import { useAuthSubmit, submittedErrors } from '../../../components/use-auth-form';
import { useFocusFirstInvalid } from '../../../components/use-focus-first-invalid';

/**
 * Sign-in with username and password (dealer spec: the calls, POST /auth/signin, context DEALER): a Formik form
 * over the Yup schema the API checks the same body with. Field messages show once a submit was tried;
 * on success the session starts and the route guard takes the user to redirectTo or the dashboard.
 */
export function LoginForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { error, onSubmit, submitting } = useAuthSubmit<{ username: string; password: string }>(
    async ({ username, password }) => authStore.getState().loginSuccess(await signIn(username.trim(), password)),
    () => authStore.getState().loginFailure(),
  );
  const formik = useFormik({ initialValues: { username: '', password: '' }, validationSchema: SIGN_IN_SCHEMA, onSubmit });
  useFocusFirstInvalid(formik, formRef);
  const fieldError = submittedErrors(formik);
  const { values, isSubmitting, setFieldValue, handleBlur, handleSubmit } = formik;

  return (
    <form ref={formRef} className={authStyles.form} onSubmit={submitting(handleSubmit)} aria-busy={isSubmitting} noValidate>
      <AuthField
        label="Username" name="username" value={values.username} onChange={(v) => void setFieldValue('username', v)}
        onBlur={handleBlur} error={fieldError('username')} autoComplete="username"
      />
      <AuthField
        label="Password" name="password" type="password" value={values.password} onChange={(v) => void setFieldValue('password', v)}
        onBlur={handleBlur} error={fieldError('password')} autoComplete="current-password"
      />
      {error ? <p className={authStyles.error} role="alert">{error}</p> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>{isSubmitting ? 'Signing in…' : 'Sign in'}</Button>
    </form>
  );
}
