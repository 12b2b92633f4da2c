import { useState, type FormEvent } from 'react';
import { Button, authFailureMessage, type LoggedInUser, type PasswordForm } from '@rv/shared-lib';
import { AuthField, authStyles } from '../../../components/auth-card.component';

/** The API's floor for new passwords (api auth/passwords.ts); checked here too so the person hears it at once. */
export const MIN_PASSWORD_LENGTH = 8;

/** Client-side checks before the call; the server repeats them. */
export function passwordProblem(password: string, passwordConfirm: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password !== passwordConfirm) return 'The passwords do not match.';
  return null;
}

interface SetPasswordFormProps {
  username: string;
  submitLabel: string;
  /** Registration or reset with the link token; both answer the signed-in user. */
  submit(form: PasswordForm): Promise<LoggedInUser>;
  onDone(user: LoggedInUser): void;
}

/** Step two of registration and reset: the link's username (read-only) and the new password twice. */
export function SetPasswordForm({ username, submitLabel, submit, onDone }: SetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, passwordConfirm);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      onDone(await submit({ username, password, passwordConfirm }));
    } catch (reason) {
      setError(authFailureMessage(reason));
      setBusy(false);
    }
  };

  return (
    <form className={authStyles.form} onSubmit={onSubmit} aria-busy={busy} noValidate>
      <AuthField label="Username" name="username" value={username} onChange={() => undefined} readOnly autoComplete="username" />
      <AuthField label="New password" name="password" type="password" value={password} onChange={setPassword} autoComplete="new-password" />
      <AuthField label="Confirm password" name="passwordConfirm" type="password" value={passwordConfirm} onChange={setPasswordConfirm} autoComplete="new-password" />
      {error ? <p className={authStyles.error} role="alert">{error}</p> : null}
      <Button type="submit" size="lg" disabled={busy}>{submitLabel}</Button>
    </form>
  );
}
