import { useState } from 'react';
import { useFormik } from 'formik';
import { errorMessage } from '@rv/shared-lib';
import { staffSecondFactor } from '@rv/shared-lib/studio';
import { Button } from '@rv/ui-kit';
import { normalizeSecondFactorCode, SECOND_FACTOR_SCHEMA } from '@rv/domain/account';
import type { SignedInStaff } from '@rv/domain/auth';
import styles from './session.module.css';

/**
 * The second step of the staff sign-in: the authenticator app's 6 digits or a recovery code, checked by
 * the schema the API checks the same code with; the API's refusal (a wrong or expired code) in its words.
 */
export function SecondFactorForm({ challenge, onSignedIn }: { challenge: string; onSignedIn(staff: SignedInStaff): void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: SECOND_FACTOR_SCHEMA,
    onSubmit: async ({ code }) => {
      setProblem(null);
      try {
        onSignedIn(await staffSecondFactor(challenge, normalizeSecondFactorCode(code)));
      } catch (error) {
        setProblem(errorMessage(error));
      }
    },
  });
  const shown = formik.submitCount > 0 ? formik.errors.code : undefined;
  return (
    <form className={styles.card} onSubmit={formik.handleSubmit} aria-label="Second factor" noValidate>
      <div className={styles.field}>
        <label htmlFor="staff-code">Code from the authenticator app, or a recovery code</label>
        <input
          id="staff-code" name="code" value={formik.values.code} onChange={formik.handleChange} onBlur={formik.handleBlur}
          autoComplete="one-time-code" inputMode="text" autoFocus
          aria-invalid={shown ? true : undefined} aria-describedby={shown ? 'code-error' : undefined}
        />
        {shown ? <span id="code-error" className={styles.error}>{shown}</span> : null}
      </div>
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      <Button type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Checking…' : 'Verify'}</Button>
    </form>
  );
}
