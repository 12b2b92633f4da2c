import { lazy, Suspense, useState } from 'react';
import { Button, Modal, RemoteErrorBoundary } from '@rv/shared-lib';
import { loadLeadForm } from '../api/forms-remote';

const lazyLeadForm = () => lazy(loadLeadForm);

/**
 * 'Send my build to a dealer': mfe-forms' lead form in a modal, started on the build's brand. If the forms
 * remote is down the build page stays; the modal says so and offers a retry.
 */
export function SendToDealer({ brandCode, buildTitle }: { brandCode: string; buildTitle: string }) {
  const [open, setOpen] = useState(false);
  const [LeadForm, setLeadForm] = useState(lazyLeadForm);
  return (
    <>
      <Button theme="secondary" onClick={() => setOpen(true)}>Send my build to a dealer</Button>
      <Modal open={open} title={`Send my ${buildTitle} to a dealer`} onClose={() => setOpen(false)} size="large">
        <RemoteErrorBoundary
          fallback={(_error, retry) => (
            <div role="alert" className="rv-remote-fallback">
              <p>The contact form could not be loaded.</p>
              <Button theme="secondary" size="sm" onClick={() => { setLeadForm(() => lazyLeadForm()); retry(); }}>Try again</Button>
            </div>
          )}
        >
          <Suspense fallback={<p role="status">Loading the form…</p>}>
            <LeadForm variant="dealer" brand={brandCode} headingLevel={3} />
          </Suspense>
        </RemoteErrorBoundary>
      </Modal>
    </>
  );
}
