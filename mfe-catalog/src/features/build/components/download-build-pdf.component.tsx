import { useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { downloadBuildPdf } from '../api/build-pdf.resource';

interface Props {
  /** The build's token: the saved one, or the build saved now (once for the page). */
  buildToken: () => Promise<string>;
}

/** "Download PDF": the spec sheet as the API draws it from the saved build (saving a draft first). */
export function DownloadBuildPdf({ buildToken }: Props) {
  const [state, setState] = useState<'idle' | 'saving' | 'error'>('idle');
  const [error, setError] = useState('');
  const download = async () => {
    setState('saving');
    try {
      downloadBuildPdf(await buildToken());
      setState('idle');
    } catch (e) {
      setError(errorMessage(e, 'Your build could not be saved for the PDF. Please try again.'));
      setState('error');
    }
  };
  return (
    <>
      <Button theme="secondary" onClick={download} disabled={state === 'saving'}>{state === 'saving' ? 'Preparing PDF…' : 'Download PDF'}</Button>
      {state === 'error' ? <p role="alert">{error}</p> : null}
    </>
  );
}
