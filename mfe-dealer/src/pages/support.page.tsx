import { useEffect, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary, RemoteFallback, loadExposedComponent, useAuthStore, userDealership, type DealerSupportFormProps } from '@rv/shared-lib';
import { DealerFrame, useSelectedDealership } from '../components/dealer-frame.component';

type State = { status: 'loading' } | { status: 'success'; Form: ComponentType<DealerSupportFormProps> } | { status: 'error' };
const LABEL = 'the support form';

/** The support form mfe-forms exposes, for the dealership chosen in the top bar (or the user's first). */
function SupportFormSlot() {
  const user = useAuthStore((s) => s.user);
  const dealerNumber = useSelectedDealership() || userDealership(user)?.dealershipNumber;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadExposedComponent('mfe-forms', 'dealer-support-form').then(
      (Form) => current && setState({ status: 'success', Form }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  if (state.status === 'loading') return <p aria-busy="true">Loading the support form…</p>;
  if (state.status === 'error') return <RemoteFallback label={LABEL} onRetry={retry} />;
  const { Form } = state;
  return (
    <RemoteErrorBoundary fallback={(_e, reset) => <RemoteFallback label={LABEL} onRetry={() => { reset(); retry(); }} />}>
      {/* A new dealership in the top bar starts a new form with its number. */}
      <Form key={dealerNumber ?? ''} dealerNumber={dealerNumber} contact={user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : undefined} headingLevel={2} />
    </RemoteErrorBoundary>
  );
}

/** `/ignite/sales/support`: dealer support (dealer spec: the calls, POST /form/dealer/support). */
export function SupportPage() {
  useEffect(() => {
    document.title = 'Dealer Support';
  }, []);
  return (
    <DealerFrame>
      <h1>Support</h1>
      <SupportFormSlot />
    </DealerFrame>
  );
}
