import { useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import type { StudioDocument } from '@rv/domain/content';
import { useSignedInStaff } from '../../session/staff-session';
import { STATUS_WORDS } from '../status-words';
import styles from './editor.module.css';


/** Where a document stands; for publishers, publish the latest version, take it off the site, or schedule a publish. */
export function PublishControls({ document: doc, canPublish, onChanged }: { document: StudioDocument; canPublish: boolean; onChanged(document: StudioDocument): void }) {
  const staff = useSignedInStaff();
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = (call: () => Promise<StudioDocument>) => async () => {
    setProblem(null);
    try {
      onChanged(await call());
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <section aria-label="Publishing" className={styles.notice}>
      <p data-testid="document-status">
        {STATUS_WORDS[doc.status]}{doc.publishedVersion ? ` (version ${doc.publishedVersion} on the site)` : ''}
        {doc.scheduledAt ? `; version ${doc.scheduledVersion} is scheduled for ${new Date(doc.scheduledAt).toLocaleString()}` : ''}.
      </p>
      {canPublish ? (
        <div className={styles.row}>
          <button type="button" onClick={run(() => studioApi.publishDocument(staff, doc.id, { version: doc.version }))}>Publish version {doc.version}</button>
          {doc.publishedVersion ? <button type="button" onClick={run(() => studioApi.unpublishDocument(staff, doc.id))}>Unpublish</button> : null}
          <label>Publish at <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} /></label>
          <button type="button" disabled={!at} onClick={run(() => studioApi.scheduleDocument(staff, doc.id, { version: doc.version, at: new Date(at).toISOString() }))}>Schedule</button>
          {doc.scheduledAt ? <button type="button" onClick={run(() => studioApi.cancelSchedule(staff, doc.id))}>Cancel the schedule</button> : null}
        </div>
      ) : <p className={styles.muted}>Publishing is for staff with the publisher role.</p>}
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
    </section>
  );
}
