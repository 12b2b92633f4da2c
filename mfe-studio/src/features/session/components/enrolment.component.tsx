import { useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { staffEnrolment } from '@rv/shared-lib/studio';
import type { StaffEnrolment } from '@rv/domain/auth';
import { QrCode } from './qr-code.component';
import styles from './session.module.css';

/**
 * Enrolment of a second factor for an account without one: the secret as a QR code and as its otpauth URL
 * (for an app that cannot scan), and the recovery codes, each shown once; the first right code confirms it.
 */
export function Enrolment({ challenge }: { challenge: string }) {
  const [enrolment, setEnrolment] = useState<StaffEnrolment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    staffEnrolment(challenge).then(setEnrolment, (error) => setProblem(errorMessage(error)));
  }, [challenge]);
  if (problem) return <p role="alert" className={styles.error}>{problem}</p>;
  if (!enrolment) return <p role="status">Preparing your second factor…</p>;
  return (
    <section className={styles.card} aria-label="Set up a second factor">
      <h2>Set up a second factor</h2>
      <p>Scan this code with an authenticator app, or add the address below to it by hand.</p>
      <QrCode text={enrolment.otpauthUrl} label="QR code of the authenticator app's secret" />
      <code className={styles.secret} data-testid="otpauth-url">{enrolment.otpauthUrl}</code>
      <p>Keep these recovery codes somewhere safe: each signs you in once if the app is lost. They are not shown again.</p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {enrolment.recoveryCodes.map((code) => <li key={code}>{code}</li>)}
      </ul>
      <p>Then type the app's current code to confirm.</p>
    </section>
  );
}
