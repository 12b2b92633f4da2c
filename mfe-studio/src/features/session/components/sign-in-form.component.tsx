import { useState } from 'react';
import { useFormik } from 'formik';
import { errorMessage } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { SIGN_IN_SCHEMA } from '@rv/domain/account';
import { staffSignIn } from '@rv/shared-lib/studio';
import type { StaffSecondFactorNeeded } from '@rv/domain/auth';
import styles from './session.module.css';

/**
 * The first step of the staff sign-in: username and password, checked by the Yup schema the API checks the
 * same body with; field messages show once a submit was tried, the API's refusal in its own words. A right
 * password answers which second step follows (a code, or enrolment of a second factor first).
 */
export function SignInForm({ onPassword }: { onPassword(step: StaffSecondFactorNeeded): void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { username: '', password: '' },
    validationSchema: SIGN_IN_SCHEMA,
    onSubmit: async ({ username, password }) => {
      setProblem(null);
      try {
        onPassword(await staffSignIn(username.trim(), password));
      } catch (error) {
        setProblem(errorMessage(error));
      }
    },
  });
  const shown = (name: 'username' | 'password') => (formik.submitCount > 0 ? formik.errors[name] : undefined);
  return (
    <form className={styles.card} onSubmit={formik.handleSubmit} aria-label="Staff sign-in" noValidate>
      {(['username', 'password'] as const).map((name) => (
        <div key={name} className={styles.field}>
          <label htmlFor={`staff-${name}`}>{name === 'username' ? 'Staff username' : 'Password'}</label>
          <input
            id={`staff-${name}`} name={name} type={name === 'password' ? 'password' : 'text'} value={formik.values[name]}
            onChange={formik.handleChange} onBlur={formik.handleBlur}
            autoComplete={name === 'password' ? 'current-password' : 'username'}
            aria-invalid={shown(name) ? true : undefined} aria-describedby={shown(name) ? `${name}-error` : undefined}
          />
          {shown(name) ? <span id={`${name}-error`} className={styles.error}>{shown(name)}</span> : null}
        </div>
      ))}
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      <Button type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Signing in…' : 'Sign in'}</Button>
    </form>
  );
}
