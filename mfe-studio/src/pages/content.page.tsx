import { useEffect, useState } from 'react';
import type { PageProps } from '@rv/shared-lib';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { Link, useSearchParams } from '@rv/shared-lib/router';
import { CONTENT_TYPES, type ContentType, type StudioDocumentList, type StudioStatus } from '@rv/domain/content';
import { STUDIO_STATUSES } from '@rv/domain/studio';
import { RoleGate } from '../features/session/components/role-gate.component';
import { CONTENT_ROLES } from '../features/layout/studio-sections';
import { useSignedInStaff } from '../features/session/staff-session';
import { NewDocumentForm } from '../features/editor/components/new-document-form.component';
import { STATUS_WORDS } from '../features/editor/status-words';
import styles from '../features/editor/components/editor.module.css';

const typeWords = (type: string) => type.replace(/_/g, ' ');

function DocumentList({ type }: { type: ContentType | undefined }) {
  const staff = useSignedInStaff();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const status = (search.get('status') ?? '') as StudioStatus | '';
  const page = Number(search.get('page') ?? '1') || 1;
  const [words, setWords] = useState(q);
  const [list, setList] = useState<StudioDocumentList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setList(null);
    studioApi.listDocuments(staff, { ...(type ? { type } : {}), ...(q ? { q } : {}), ...(status ? { status } : {}), page })
      .then(setList, (error) => setProblem(errorMessage(error)));
  }, [staff, type, q, status, page]);
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries({ ...changes, page: changes.page ?? '' })) if (value) next.set(key, value); else next.delete(key);
    setSearch(next);
  };
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <>
      <form role="search" className={styles.row} onSubmit={(e) => { e.preventDefault(); set({ q: words.trim() }); }}>
        <label>Search <input type="search" value={words} onChange={(e) => setWords(e.target.value)} /></label>
        <button type="submit">Search</button>
        <label>Status{' '}
          <select value={status} onChange={(e) => set({ q, status: e.target.value })}>
            <option value="">Any</option>
            {STUDIO_STATUSES.map((s) => <option key={s} value={s}>{STATUS_WORDS[s]}</option>)}
          </select>
        </label>
      </form>
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      {list === null && !problem ? <p role="status">Loading documents…</p> : null}
      {list ? (
        <>
          <p className={styles.muted}>{list.total} document{list.total === 1 ? '' : 's'}</p>
          <table className={styles.changes}>
            <thead><tr><th scope="col">Title</th><th scope="col">Type</th><th scope="col">Status</th><th scope="col">Version</th><th scope="col">Last change</th></tr></thead>
            <tbody>
              {list.results.map((doc) => (
                <tr key={doc.id} data-testid="document-row">
                  <td><Link to={`/studio/content/${doc.type}/${encodeURIComponent(doc.id)}`}>{doc.title || doc.uid || doc.id}</Link></td>
                  <td>{typeWords(doc.type)}</td>
                  <td>{STATUS_WORDS[doc.status]}</td>
                  <td>{doc.version}</td>
                  <td>{doc.updatedBy}, <time dateTime={doc.updatedAt}>{new Date(doc.updatedAt).toLocaleString()}</time></td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? (
            <nav aria-label="Pages" className={styles.row}>
              <button type="button" disabled={page <= 1} onClick={() => set({ q, status, page: String(page - 1) })}>Previous</button>
              <span>Page {page} of {pages}</span>
              <button type="button" disabled={page >= pages} onClick={() => set({ q, status, page: String(page + 1) })}>Next</button>
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** `/studio/content` and `/studio/content/:type`: documents by type, with search by words, a status filter and pages. */
export function ContentPage({ params }: PageProps) {
  const type = CONTENT_TYPES.find((t) => t === params.type);
  return (
    <RoleGate roles={CONTENT_ROLES}>
      <h1>{type ? `Content: ${typeWords(type)}` : 'Content'}</h1>
      <nav aria-label="Document types" className={styles.row}>
        <Link to="/studio/content" aria-current={type ? undefined : 'page'}>All types</Link>
        {CONTENT_TYPES.map((t) => <Link key={t} to={`/studio/content/${t}`} aria-current={t === type ? 'page' : undefined}>{typeWords(t)}</Link>)}
      </nav>
      {params.type && !type ? <p role="alert">There is no document type “{params.type}”.</p> : null}
      {type ? <NewDocumentForm type={type} /> : null}
      <DocumentList key={type ?? 'all'} type={type} />
    </RoleGate>
  );
}
