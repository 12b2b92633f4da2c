import { useRef, useState } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { authFailureMessage, authStore, updateMe, type LoggedInUser } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { PROFILE_SCHEMA } from '@rv/domain/account';
import { AuthField, authStyles } from '../../../components/auth-card.component';
import { submittedErrors } from '../../../components/use-auth-form';
import { useFocusFirstInvalid } from '../../../components/use-focus-first-invalid';
import styles from './profile.module.css';

interface ProfileValues {
  firstName: string;
  lastName: string;
}

export const PROFILE_SAVED = 'Your profile is saved.';

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

const isProfileField = (field: unknown): field is keyof ProfileValues => field === 'firstName' || field === 'lastName';

/**
 * The signed-in user's own names (PUT /auth/me), a Formik form over the Yup schema the API checks the
 * same body with. A refusal naming a field is shown at that field; any other failure above the button.
 * The saved user replaces the session's, so the navigation shows the new name at once.
 */
export function ProfileForm({ user }: { user: LoggedInUser }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onSubmit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    setOutcome(null);
    try {
      const saved = await updateMe(PROFILE_SCHEMA.cast(values));
      authStore.getState().setUser(saved);
      helpers.resetForm({ values: { firstName: saved.firstName, lastName: saved.lastName } });
      setOutcome({ kind: 'saved' });
    } catch (reason) {
      const field = (reason as { field?: unknown } | null)?.field;
      if (isProfileField(field)) helpers.setFieldError(field, authFailureMessage(reason));
      else setOutcome({ kind: 'failed', message: authFailureMessage(reason) });
    }
  };
  const formik = useFormik<ProfileValues>({
    initialValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    validationSchema: PROFILE_SCHEMA,
    onSubmit,
  });
  useFocusFirstInvalid(formik, formRef);
  const fieldError = submittedErrors(formik);
  const { values, isSubmitting, setFieldValue, handleBlur, handleSubmit } = formik;

  return (
    <form ref={formRef} className={`${authStyles.form} ${styles.form}`} onSubmit={handleSubmit} aria-busy={isSubmitting} aria-label="Profile" noValidate>
      <dl className={styles.account}>
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
      </dl>
      <AuthField
        label="First Name" name="firstName" value={values.firstName} onChange={(v) => void setFieldValue('firstName', v)}
        onBlur={handleBlur} error={fieldError('firstName')} autoComplete="given-name"
      />
      <AuthField
        label="Last Name" name="lastName" value={values.lastName} onChange={(v) => void setFieldValue('lastName', v)}
        onBlur={handleBlur} error={fieldError('lastName')} autoComplete="family-name"
      />
      {outcome?.kind === 'failed' ? <p className={authStyles.error} role="alert">{outcome.message}</p> : null}
      <p className={outcome?.kind === 'saved' ? authStyles.notice : styles.quiet} role="status">{outcome?.kind === 'saved' ? PROFILE_SAVED : null}</p>
      <Button type="submit" size="lg" disabled={isSubmitting}>Save</Button>
    </form>
  );
}
