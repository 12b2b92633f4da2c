import { useState, type FormEvent } from 'react';
import { Button, authFailureMessage, authStore, signIn } from '@rv/shared-lib';
import { AuthField, authStyles } from '../../../components/auth-card.component';

/**
 * Sign-in with username and password (spec dealer §7 POST /auth/signin, context DEALER). On success
 * the session starts; the route guard then takes the user to redirectTo or the dashboard.
 */
export function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      authStore.getState().loginSuccess(await signIn(username.trim(), password));
    } catch (reason) {
      authStore.getState().loginFailure();
      setError(authFailureMessage(reason));
      setBusy(false);
    }
  };

  return (
    <form className={authStyles.form} onSubmit={submit} aria-busy={busy}>
      <AuthField label="Username" name="username" value={username} onChange={setUsername} autoComplete="username" />
      <AuthField label="Password" name="password" type="password" value={password} onChange={setPassword} autoComplete="current-password" />
      {error ? <p className={authStyles.error} role="alert">{error}</p> : null}
      <Button type="submit" size="lg" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</Button>
    </form>
  );
}
