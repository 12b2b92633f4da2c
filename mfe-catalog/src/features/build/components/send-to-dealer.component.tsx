import { lazy, Suspense, useState } from 'react';
import { errorMessage, RemoteErrorBoundary } from '@rv/shared-lib';
import { Button, Modal } from '@rv/ui-kit';
import type { LeadFormProps } from '@rv/shared-lib';
import { productTypeName, type QuotedFloorplan } from '@rv/domain';
import { loadLeadForm } from '../api/forms-remote';

const lazyLeadForm = () => lazy(loadLeadForm);

interface Props {
  /** The built floorplan: the form starts on its brand, product type and floor plan. */
  floorplan: QuotedFloorplan;
  buildTitle: string;
  /** The saved build's token (saving the build first when it has none). */
  buildToken(): Promise<string>;
  /** A dealer chosen in 'Find one near me', with the unit the build matched. */
  dealer?: LeadFormProps['dealer'];
  vin?: string;
  label?: string;
}

/**
 * 'Send my build to a dealer': mfe-forms' lead form in a modal, started on the build's floorplan, sending the
 * build's token (and the stock unit, when sent from 'Find one near me'). If the forms remote is down the
 * build page stays; the modal says so and offers a retry.
 */
export function SendToDealer({ floorplan, buildTitle, buildToken, dealer, vin, label = 'Send my build to a dealer' }: Props) {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'error'>('idle');
  const [error, setError] = useState('');
  const [LeadForm, setLeadForm] = useState(lazyLeadForm);
  const open = async () => {
    setState('saving');
    try {
      setToken(await buildToken());
      setState('idle');
    } catch (e) {
      setError(errorMessage(e, 'Your build could not be saved to send. Please try again.'));
      setState('error');
    }
  };
  return (
    <>
      <Button theme="secondary" onClick={open} disabled={state === 'saving'} aria-label={dealer ? `${label}: ${dealer.name}` : undefined}>
        {state === 'saving' ? 'Saving your build…' : label}
      </Button>
      {state === 'error' ? <p role="alert">{error}</p> : null}
      <Modal open={token !== null} title={dealer ? `Send my ${buildTitle} to ${dealer.name}` : `Send my ${buildTitle} to a dealer`} onClose={() => setToken(null)} size="large">
        <RemoteErrorBoundary
          fallback={(_error, retry) => (
            <div role="alert" className="rv-remote-fallback">
              <p>The contact form could not be loaded.</p>
              <Button theme="secondary" size="sm" onClick={() => { setLeadForm(() => lazyLeadForm()); retry(); }}>Try again</Button>
            </div>
          )}
        >
          <Suspense fallback={<p role="status">Loading the form…</p>}>
            {token ? <LeadForm variant="dealer" brand={floorplan.brandCode} productType={productTypeName(floorplan.typeClassSlug)} floorPlan={floorplan.name} headingLevel={3} buildToken={token} {...(dealer ? { dealer } : {})} {...(vin ? { vin } : {})} /> : null}
          </Suspense>
        </RemoteErrorBoundary>
      </Modal>
    </>
  );
}
