import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { Button } from '@rv/ui-kit';
import type { StudioMediaItem } from '@rv/domain/content';
import { useSignedInStaff } from '../../session/staff-session';
import styles from './media.module.css';

/** Upload of one image with its alt text (required: the site shows no image without one). */
function UploadForm({ onUploaded }: { onUploaded(item: StudioMediaItem): void }) {
  const staff = useSignedInStaff();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!file) return setProblem('Choose an image file to upload.');
    if (!alt.trim()) return setProblem('Alt text is required: describe the image for people who cannot see it.');
    setBusy(true);
    setProblem(null);
    try {
      onUploaded(await studioApi.uploadMedia(staff, file, alt.trim()));
      setFile(null);
      setAlt('');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.upload} onSubmit={submit} aria-label="Upload an image" noValidate>
      <label>Image file<input type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} /></label>
      <label>Alt text<input value={alt} onChange={(e) => setAlt(e.target.value)} /></label>
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      <Button type="submit" size="sm" disabled={busy}>{busy ? 'Uploading…' : 'Upload'}</Button>
    </form>
  );
}

/** The media library: every uploaded image with its alt text, newest first, and an upload; `onChoose` makes each one choosable. */
export function MediaLibrary({ onChoose }: { onChoose?(item: StudioMediaItem): void }) {
  const staff = useSignedInStaff();
  const [items, setItems] = useState<StudioMediaItem[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    studioApi.listMedia(staff).then((list) => setItems(list.results), (error) => setProblem(errorMessage(error)));
  }, [staff]);
  return (
    <div className={styles.library}>
      <UploadForm onUploaded={(item) => (onChoose ? onChoose(item) : setItems((list) => [item, ...(list ?? [])]))} />
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      {items === null && !problem ? <p role="status">Loading the media library…</p> : null}
      {items?.length === 0 ? <p>No images yet: upload the first.</p> : null}
      <ul className={styles.grid} aria-label="Images">
        {(items ?? []).map((item) => (
          <li key={item.id}>
            <img src={item.url} alt={item.alt} loading="lazy" />
            <span>{item.alt}</span>
            {onChoose ? <Button type="button" size="xs" theme="secondary" onClick={() => onChoose(item)} aria-label={`Use ${item.alt}`}>Use</Button> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
