import { useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { Link, useSearchParams } from '@rv/shared-lib/router';
import type { StudioAuditEntry, StudioAuditPage } from '@rv/domain/content';
import { RoleGate } from '../features/session/components/role-gate.component';
import { StudioTable, type StudioColumn } from '../features/layout/components/studio-table.component';
import { useSignedInStaff } from '../features/session/staff-session';
import styles from '../features/editor/components/editor.module.css';

/** What an audited action was done to: a document (opened by its link), or a staff member whose roles changed. */
function AuditTarget({ entry }: { entry: StudioAuditEntry }) {
  if (entry.documentId) return <Link to={`/studio/content/${entry.documentId.split('-')[0]}/${encodeURIComponent(entry.documentId)}`}>{entry.documentId}</Link>;
  return <>{entry.subject ? `staff member ${entry.subject}` : '—'}</>;
}

const AUDIT_COLUMNS: ReadonlyArray<StudioColumn<StudioAuditEntry>> = [
  { header: 'When', cell: (entry) => <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time> },
  { header: 'Who', cell: (entry) => entry.actor },
  { header: 'What', cell: (entry) => (entry.action === 'roles-changed' ? 'changed roles' : `${entry.action}${entry.version ? `, version ${entry.version}` : ''}`) },
  { header: 'Document or staff member', cell: (entry) => <AuditTarget entry={entry} /> },
  { header: 'Detail', cell: (entry) => entry.detail },
];

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
      <StudioTable
        label="Audit" loading="Loading the audit…" problem={problem} rows={audit?.results ?? null} columns={AUDIT_COLUMNS}
        rowKey={(entry) => entry.id} rowTestId="audit-row"
      />
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
