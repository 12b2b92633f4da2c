import { useEffect, useState } from 'react';
import type { PageProps } from '@rv/shared-lib';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { Link } from '@rv/shared-lib/router';
import type { StudioDocument } from '@rv/domain/content';
import { RoleGate } from '../features/session/components/role-gate.component';
import { CONTENT_ROLES } from '../features/layout/studio-sections';
import { useSignedInStaff } from '../features/session/staff-session';
import { DocumentEditor } from '../features/editor/components/document-editor.component';
import { PreviewFrames } from '../features/editor/components/preview-frames.component';
import { VersionHistory } from '../features/editor/components/version-history.component';
import { PublishControls } from '../features/editor/components/publish-controls.component';
import styles from '../features/editor/components/editor.module.css';

const TABS = ['Edit', 'Preview', 'History'] as const;
type Tab = (typeof TABS)[number];

function DocumentScreen({ id, type }: { id: string; type: string }) {
  const staff = useSignedInStaff();
  const [doc, setDoc] = useState<StudioDocument | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('Edit');
  // A roll-back replaces the form's values: the editor starts again from the new version.
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    studioApi.fetchDocument(staff, id).then(setDoc, (error) => setProblem(errorMessage(error)));
  }, [staff, id]);
  useEffect(() => {
    if (doc) document.title = `${doc.title || doc.uid || doc.id} | Studio`;
  }, [doc]);
  if (problem) return <p role="alert" className={styles.error}>{problem}</p>;
  if (!doc) return <p role="status">Opening the document…</p>;
  const publisher = staff.roles.includes('publisher');
  return (
    <>
      <p><Link to={`/studio/content/${type}`}>← All {type.replace(/_/g, ' ')} documents</Link></p>
      <h1>{doc.title || doc.uid || doc.id}</h1>
      <PublishControls document={doc} canPublish={publisher} onChanged={setDoc} />
      <div role="tablist" aria-label="Document views" className={styles.row}>
        {TABS.map((name) => <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>{name}</button>)}
      </div>
      <div role="tabpanel" aria-label={tab}>
        <div hidden={tab !== 'Edit'}>
          <DocumentEditor key={opening} document={doc} onSaved={(saved) => setDoc(saved)} />
        </div>
        {tab === 'Preview' ? <PreviewFrames documentId={doc.id} version={doc.version} /> : null}
        {tab === 'History' ? (
          <VersionHistory document={doc} canRollBack={publisher} onRolledBack={(rolled) => { setDoc(rolled); setOpening((n) => n + 1); }} />
        ) : null}
      </div>
    </>
  );
}

/** `/studio/content/:type/:id`: one document: its editor, its preview at phone and desktop widths, its history and publishing. */
export function DocumentPage({ params }: PageProps) {
  return (
    <RoleGate roles={CONTENT_ROLES}>
      <DocumentScreen id={params.id} type={params.type} />
    </RoleGate>
  );
}
