import { useState, type FormEvent } from 'react';
import { errorMessage } from '@rv/shared-lib';
import type { SignedInStaff } from '@rv/domain/auth';
import { Button } from '@rv/ui-kit';
import { staffSecondFactor, staffSignIn } from '@rv/shared-lib/studio';
import styles from '../../leads/components/leads.module.css';

/** The staff sign-in of the maker's pages, apart from the dealer sign-in: the password, then the authenticator app's code. */
export function StaffSignIn({ onSignedIn }: { onSignedIn(staff: SignedInStaff): void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (!challenge) {
        const step = await staffSignIn(username, password);
        if (step.secondFactor === 'enrol') setProblem('This account has no second factor yet: enrol one in the studio first.');
        else setChallenge(step.challenge);
        return;
      }
      onSignedIn(await staffSecondFactor(challenge, code));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} aria-label="Staff sign-in">
      {problem ? <p role="alert">{problem}</p> : null}
      {challenge ? (
        <label>Code from the authenticator app, or a recovery code<input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="text" /></label>
      ) : (
        <>
          <label>Staff username<input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" /></label>
          <label>Password<input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" /></label>
        </>
      )}
      <div className={styles.actions}><Button type="submit">{challenge ? 'Verify' : 'Sign in'}</Button></div>
    </form>
  );
}
