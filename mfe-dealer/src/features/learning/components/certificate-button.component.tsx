import { useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { saveFile } from '../../../components/save-file';
import { fetchPathCertificate } from '../../dealer-api';

/** Downloads the certificate (PDF) of a completed learning path. */
export function CertificateButton({ personId, pathId, pathName }: { personId: string; pathId: string; pathName: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setProblem(null);
    try {
      saveFile(await fetchPathCertificate(personId, pathId), `certificate-${pathId}.pdf`);
    } catch (error) {
      setProblem(`The certificate could not be made: ${errorMessage(error)}`);
    }
  };
  return (
    <>
      <Button theme="secondary" onClick={() => void download()}>Download certificate<span className="rv-visually-hidden"> for {pathName}</span></Button>
      {problem ? <p role="alert">{problem}</p> : null}
    </>
  );
}
