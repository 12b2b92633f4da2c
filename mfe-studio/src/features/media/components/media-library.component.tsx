import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { Button } from '@rv/ui-kit';
import type { StudioMediaItem } from '@rv/domain/content';
import { STUDIO_PERMISSIONS, mediaSizeWords } from '@rv/domain/studio';
import { useSignedInStaff } from '../../session/staff-session';
import { MediaUploadForm } from './media-upload-form.component';
import styles from './media.module.css';

const TYPE_WORDS: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/gif': 'GIF', 'image/webp': 'WebP' };

function MediaCard({ item, onChoose }: { item: StudioMediaItem; onChoose?(item: StudioMediaItem): void }) {
  return (
    <li data-testid="media-item">
      <img src={item.url} alt={item.alt} loading="lazy" width={item.width ?? undefined} height={item.height ?? undefined} />
      <span className={styles.alt}>{item.alt}</span>
      <span className={styles.meta}>
        {TYPE_WORDS[item.contentType] ?? item.contentType}, {mediaSizeWords(item.byteSize)}{item.width && item.height ? `, ${item.width} × ${item.height}` : ''}
      </span>
      <span className={styles.meta}>
        {item.uploadedBy}, <time dateTime={item.uploadedAt}>{new Date(item.uploadedAt).toLocaleString()}</time>
      </span>
      {onChoose ? <Button type="button" size="xs" theme="secondary" onClick={() => onChoose(item)} aria-label={`Use ${item.alt}`}>Use</Button> : null}
    </li>
  );
}

/**
 * The media library: every uploaded image with its alt text, type, size, who uploaded it and when, newest
 * first, a page at a time; editors upload. With `onChoose` each image can be chosen, and an upload is chosen at once.
 */
export function MediaLibrary({ onChoose }: { onChoose?(item: StudioMediaItem): void }) {
  const staff = useSignedInStaff();
  const canUpload = STUDIO_PERMISSIONS.edit.some((role) => staff.roles.includes(role));
  const [items, setItems] = useState<StudioMediaItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback((next: number) => {
    setProblem(null);
    studioApi.listMedia(staff, next).then((list) => {
      // An upload made meanwhile moved the pages on by one: an image already shown is not shown twice.
      setItems((shown) => (next === 1 ? list.results : [...(shown ?? []), ...list.results.filter((item) => !shown?.some((s) => s.id === item.id))]));
      setTotal(list.total);
      setPage(next);
    }, (error) => setProblem(errorMessage(error)));
  }, [staff]);
  useEffect(() => load(1), [load]);
  const uploaded = (item: StudioMediaItem) => {
    setItems((list) => [item, ...(list ?? [])]);
    setTotal((n) => n + 1);
    onChoose?.(item);
  };
  return (
    <div className={styles.library}>
      {canUpload ? <MediaUploadForm onUploaded={uploaded} /> : <p className={styles.muted}>Uploading images is for staff with the editor role.</p>}
      {problem ? <p role="alert" className={styles.error}>{problem} <button type="button" onClick={() => load(page)}>Try again</button></p> : null}
      {items === null && !problem ? <p role="status">Loading the media library…</p> : null}
      {items?.length === 0 ? <p>No images yet{canUpload ? ': upload the first' : ''}.</p> : null}
      {items?.length ? (
        <ul className={styles.grid} aria-label="Images">
          {items.map((item) => <MediaCard key={item.id} item={item} onChoose={onChoose} />)}
        </ul>
      ) : null}
      {items && items.length < total ? <Button type="button" size="sm" theme="secondary" onClick={() => load(page + 1)}>Show more images</Button> : null}
    </div>
  );
}
