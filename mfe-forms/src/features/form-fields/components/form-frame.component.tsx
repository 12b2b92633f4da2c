import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@rv/ui-kit';
import type { FormController } from '../hooks/use-form-fields';
import type { SendResult, Submission } from '../hooks/use-submission';
import styles from '../form-fields.module.css';

export interface FormFrameProps {
  title: string;
  /** Heading level of the title; forms sit inside pages with their own h1. */
  headingLevel?: 2 | 3;
  intro?: ReactNode;
  form: FormController;
  submission: Submission;
  /** Sends the validated form (through submission.submit). */
  onSend(): Promise<SendResult>;
  submitLabel?: string;
  successMessage: string;
  errorMessage: string;
  /** Spec (states and transitions): 'Submit Another Request' resets the form; hidden after a footer signup. */
  allowAnother?: boolean;
  onSuccess?(): void;
  /** Called with a new-request reset, so forms can clear fields beyond the schema (an image). */
  onStartOver?(): void;
  /** Checks beyond the schema (an image); false stops the send, the check focuses its own field. */
  extraCheck?(): boolean;
  compact?: boolean;
  children: ReactNode;
}

/**
 * The frame every form shares: the ready form with its submitting loader and bot-check message,
 * the success state and the error state of spec (states and transitions) (with the draft kept and a retry on a network
 * failure).
 */
export function FormFrame(props: FormFrameProps) {
  const { title, headingLevel = 2, intro, form, submission, onSend, submitLabel = 'Submit', successMessage, errorMessage, allowAnother = true, onSuccess, onStartOver, extraCheck, compact, children } = props;
  const [botCheckError, setBotCheckError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    // The new state replaces the form, so focus moves to it (and screen readers read it).
    if (submission.formState !== 'ready') statusRef.current?.focus();
  }, [submission.formState]);

  const handle = (result: SendResult | null) => {
    if (!result) return;
    if (result.ok) {
      onSuccess?.();
      return;
    }
    const { failure } = result;
    if (failure.kind === 'bot-check') {
      setBotCheckError(failure.message);
      submitRef.current?.scrollIntoView?.({ block: 'center' });
      submitRef.current?.focus();
    } else if (failure.kind === 'invalid') {
      console.warn('form refused by the server', failure);
      if (failure.field && form.hasField(failure.field)) form.setServerError(failure.field, failure.message);
      else setFormError(failure.message);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submission.submitting) return;
    setBotCheckError(null);
    setFormError(null);
    if (!(await form.validate())) return;
    if (extraCheck && !extraCheck()) return;
    handle(await onSend());
  };

  const startOver = () => {
    form.reset();
    onStartOver?.();
    submission.startOver();
  };

  if (submission.formState === 'success') {
    return (
      <div ref={statusRef} tabIndex={-1} className={`${styles.frame} ${styles.status}`} role="status">
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.success}>{successMessage}</p>
        {allowAnother ? <Button theme="secondary" onClick={startOver}>Submit Another Request</Button> : null}
      </div>
    );
  }

  if (submission.formState === 'error') {
    const network = submission.errorCause === 'network';
    return (
      <div ref={statusRef} tabIndex={-1} className={`${styles.frame} ${styles.status}`} role="alert">
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.failure}>{network ? 'Your request could not be sent: the connection failed.' : errorMessage}</p>
        {network ? <p>What you entered is saved on this device. Try again when you are back online.</p> : null}
        <div className={styles.actions}>
          <Button onClick={() => submission.retry().then(handle)} disabled={submission.submitting}>
            {submission.submitting ? 'Sending…' : 'Try again'}
          </Button>
          <Button theme="secondary" onClick={submission.backToForm}>Back To Form</Button>
        </div>
      </div>
    );
  }

  return (
    <form className={`${styles.frame} ${compact ? styles.compact : ''}`} noValidate onSubmit={submit} aria-busy={submission.submitting || undefined} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      <div className={styles.grid}>{children}</div>
      {formError ? <p className={styles.error} role="alert">{formError}</p> : null}
      {botCheckError ? (
        <p className={styles.error} role="alert">
          We could not confirm this request came from a person ({botCheckError}). Please submit again.
        </p>
      ) : null}
      <div className={styles.actions}>
        <button ref={submitRef} type="submit" className="rv-button rv-button--primary rv-button--md" aria-disabled={submission.submitting || undefined}>
          {submission.submitting ? <><span className={styles.spinner} aria-hidden="true" />Submitting…</> : submitLabel}
        </button>
      </div>
    </form>
  );
}
