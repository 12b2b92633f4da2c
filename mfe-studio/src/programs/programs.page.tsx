import { useCallback, useState } from 'react';
import { RoleGate } from '../features/session/components/role-gate.component';
import { useStaff } from '../features/session/staff-session';
import { PaymentBatch } from './payment-batch.component';
import { ProgramForm } from './program-form.component';
import { ProgramList } from './program-list.component';
import { ReviewQueue } from './review-queue.component';
import styles from './programs.module.css';

/**
 * `/studio/programs`: the maker's program staff create and end programs, decide claims in the review queue
 * with each bill of sale, pay approved lines in batches and export the payments for accounting.
 */
export function ProgramsPage() {
  const staff = useStaff();
  const [message, setMessage] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const changed = useCallback((text: string) => {
    setMessage(text);
    setVersion((v) => v + 1);
  }, []);
  return (
    <RoleGate roles={['program']}>
      <h1>Programs</h1>
      {message ? <p role="status">{message}</p> : null}
      {staff ? (
        <div className={styles.sections}>
          <section aria-labelledby="programs-list"><h2 id="programs-list">Programs</h2><ProgramList staff={staff} version={version} onChanged={changed} /></section>
          <section aria-labelledby="programs-new"><h2 id="programs-new">New program</h2><ProgramForm staff={staff} onCreated={changed} /></section>
          <ReviewQueue staff={staff} onChanged={changed} version={version} />
          <PaymentBatch staff={staff} onChanged={changed} version={version} />
        </div>
      ) : null}
    </RoleGate>
  );
}
