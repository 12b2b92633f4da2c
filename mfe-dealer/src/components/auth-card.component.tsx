import { useEffect, type FocusEvent, type ReactNode } from 'react';
import { Link } from '@rv/shared-lib/router';
import { dealerRoutes } from '@rv/shared-lib';
import styles from './auth-card.module.css';

/** The frame of the sign-in family (login, register, reset): one card, the page title as h1 and document title. */
export function AuthCard({ title, children, links = true }: { title: string; children: ReactNode; links?: boolean }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="dealer-auth-title">
        <p className={styles.eyebrow}>IGNITE</p>
        <h1 id="dealer-auth-title" className={styles.title}>{title}</h1>
        {children}
        {links ? (
          <nav className={styles.links} aria-label="Account">
            <Link to={dealerRoutes.login()}>Sign in</Link>
            <Link to={dealerRoutes.register()}>Register</Link>
            <Link to={dealerRoutes.resetPassword()}>Forgot password?</Link>
          </nav>
        ) : null}
      </section>
    </div>
  );
}

/** A labelled text input of these forms, with its field message (a Formik form's error for it). */
export function AuthField(props: {
  label: string; name: string; type?: string; value: string; onChange(value: string): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void; error?: string; autoComplete?: string; readOnly?: boolean;
}) {
  const { label, name, type = 'text', value, onChange, onBlur, error, autoComplete, readOnly } = props;
  const id = `dealer-${name}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <input
        id={id} name={name} type={type} className={styles.input} value={value} required readOnly={readOnly}
        autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? <p id={`${id}-error`} className={styles.error} role="alert">{error}</p> : null}
    </div>
  );
}

export const authStyles = styles;
