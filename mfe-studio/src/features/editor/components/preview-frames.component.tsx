import { useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { useSignedInStaff } from '../../session/staff-session';
import styles from './editor.module.css';

/** The widths a draft is previewed at: a phone's and a desktop's. */
export const PREVIEW_WIDTHS = [390, 1366] as const;

/**
 * A version of a document (the latest saved by default) drawn by the site's own server renderer and
 * remotes, shown in frames at a phone's and a desktop's width. Fetched with the staff token: the preview
 * is never public and never cached. The frames show the drawing without running its scripts: run in a
 * frame whose address is about:srcdoc, the site's router would find no page there and draw its 404 over it.
 */
export function PreviewFrames({ documentId, version }: { documentId: string; version: number }) {
  const staff = useSignedInStaff();
  const [html, setHtml] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setHtml(null);
    studioApi.fetchPreview(staff, documentId, version).then(setHtml, (error) => setProblem(errorMessage(error)));
  }, [staff, documentId, version]);
  if (problem) return <p role="alert" className={styles.error}>{problem}</p>;
  if (html === null) return <p role="status">Drawing the preview of version {version}…</p>;
  return (
    <div className={styles.previews}>
      {PREVIEW_WIDTHS.map((width) => (
        <figure key={width}>
          <figcaption>{width} px</figcaption>
          <iframe title={`Preview at ${width} px`} srcDoc={html} width={width} sandbox="allow-same-origin" />
        </figure>
      ))}
    </div>
  );
}
