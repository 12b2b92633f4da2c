import { useState, type FormEvent } from 'react';
import { Button, authFailureMessage } from '@rv/shared-lib';
import { AuthField, authStyles } from '../../../components/auth-card.component';

interface LinkRequestFormProps {
  intro: string;
  submitLabel: string;
  /** Sends the link; resolves the message to show, rejects with a reason (spec §8). */
  request(username: string): Promise<string>;
}

/** Step one of registration and reset: ask for the username, then say a link is on its way by e-mail. */
export function LinkRequestForm({ intro, submitLabel, request }: LinkRequestFormProps) {
  const [username, setUsername] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'busy' } | { status: 'sent' | 'error'; message: string }>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ status: 'busy' });
    try {
      setState({ status: 'sent', message: await request(username.trim()) });
    } catch (reason) {
      setState({ status: 'error', message: authFailureMessage(reason) });
    }
  };

  if (state.status === 'sent') return <p className={authStyles.notice} role="status">{state.message}</p>;
  return (
    <form className={authStyles.form} onSubmit={submit} aria-busy={state.status === 'busy'}>
      <p>{intro}</p>
      <AuthField label="Username" name="username" value={username} onChange={setUsername} autoComplete="username" />
      {state.status === 'error' ? <p className={authStyles.error} role="alert">{state.message}</p> : null}
      <Button type="submit" size="lg" disabled={state.status === 'busy'}>{submitLabel}</Button>
    </form>
  );
}
