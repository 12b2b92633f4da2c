import { useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { Link, useSearchParams } from '@rv/shared-lib/router';
import type { StudioAuditPage } from '@rv/domain/content';
import { RoleGate } from '../features/session/components/role-gate.component';
import { useSignedInStaff } from '../features/session/staff-session';
import styles from '../features/editor/components/editor.module.css';

function AuditTable() {
  const staff = useSignedInStaff();
  const [search, setSearch] = useSearchParams();
  const actor = search.get('actor') ?? '';
  const page = Number(search.get('page') ?? '1') || 1;
  const [audit, setAudit] = useState<StudioAuditPage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    studioApi.fetchAudit(staff, { ...(actor ? { actor } : {}), page }).then(setAudit, (error) => setProblem(errorMessage(error)));
  }, [staff, actor, page]);
  return (
    <>
      <form role="search" className={styles.row} onSubmit={(e) => { e.preventDefault(); setSearch(new URLSearchParams({ actor: String(new FormData(e.currentTarget).get('actor') ?? '') })); }}>
        <label>Who <input name="actor" defaultValue={actor} /></label>
        <button type="submit">Filter</button>
      </form>
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      {audit === null && !problem ? <p role="status">Loading the audit…</p> : null}
      {audit ? (
        <table className={styles.changes}>
          <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Document</th><th scope="col">Detail</th></tr></thead>
          <tbody>
            {audit.results.map((entry) => (
              <tr key={entry.id} data-testid="audit-row">
                <td><time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time></td>
                <td>{entry.actor}</td>
                <td>{entry.action}{entry.version ? `, version ${entry.version}` : ''}</td>
                <td>{entry.documentId ? <Link to={`/studio/content/${entry.documentId.split('-')[0]}/${encodeURIComponent(entry.documentId)}`}>{entry.documentId}</Link> : '—'}</td>
                <td>{entry.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {audit && audit.total > audit.results.length ? (
        <nav aria-label="Pages" className={styles.row}>
          <button type="button" disabled={page <= 1} onClick={() => setSearch(new URLSearchParams({ actor, page: String(page - 1) }))}>Newer</button>
          <button type="button" disabled={audit.results.length === 0} onClick={() => setSearch(new URLSearchParams({ actor, page: String(page + 1) }))}>Older</button>
        </nav>
      ) : null}
    </>
  );
}

/** `/studio/audit`: who changed, published or rolled back what, and when; for admins. */
export function AuditPage() {
  return (
    <RoleGate roles={['admin']}>
      <h1>Audit</h1>
      <AuditTable />
    </RoleGate>
  );
}
