import { useEffect, useState } from 'react';
import { Navigate, useLocation } from '@rv/shared-lib/router';
import type { StaffSecondFactorNeeded } from '@rv/domain/auth';
import { SignInForm } from '../features/session/components/sign-in-form.component';
import { SecondFactorForm } from '../features/session/components/second-factor-form.component';
import { Enrolment } from '../features/session/components/enrolment.component';
import { staffSession, useStaff } from '../features/session/staff-session';
import { afterSignIn } from '../features/layout/studio-sections';
import styles from '../features/session/components/session.module.css';

/**
 * `/studio/sign-in`: the staff sign-in, apart from the dealer portal's, in two steps (password, then the
 * authenticator app's code; an account without a second factor enrols one first); then on to the page asked for.
 */
export function SignInPage() {
  const staff = useStaff();
  const { search } = useLocation();
  const [step, setStep] = useState<StaffSecondFactorNeeded | null>(null);
  useEffect(() => {
    document.title = 'Studio sign-in';
  }, []);
  if (staff) return <Navigate to={afterSignIn(search)} replace />;
  return (
    <div className={styles.page}>
      <div className={styles.steps}>
        <h1>Studio sign-in</h1>
        {step === null ? <SignInForm onPassword={setStep} /> : (
          <>
            {step.secondFactor === 'enrol' ? <Enrolment challenge={step.challenge} /> : null}
            <SecondFactorForm challenge={step.challenge} onSignedIn={(signedIn) => staffSession.getState().signedIn(signedIn)} />
          </>
        )}
      </div>
    </div>
  );
}
