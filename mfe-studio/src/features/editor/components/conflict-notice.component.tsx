import type { StudioConflict } from '@rv/domain/content';
import { ChangesTable } from './changes-table.component';
import styles from './editor.module.css';

/** A save refused because someone saved first: their message, what they changed, and the two ways on; this person's text stays in the form. */
export function ConflictNotice({ conflict, onKeepMine, onTakeTheirs }: { conflict: StudioConflict; onKeepMine(): void; onTakeTheirs(): void }) {
  return (
    <section role="alert" aria-label="Saved meanwhile by someone else" className={styles.conflict}>
      <p><strong>{conflict.message}</strong></p>
      <p>Version {conflict.current.version} was saved by {conflict.current.savedBy} at {new Date(conflict.current.savedAt).toLocaleString()}. Their changes:</p>
      <ChangesTable changes={conflict.theirChanges} />
      <p>Your text is still in the form below and kept as your draft.</p>
      <div className={styles.row}>
        <button type="button" onClick={onKeepMine}>Keep my text and save over theirs</button>
        <button type="button" onClick={onTakeTheirs}>Load their version instead</button>
      </div>
    </section>
  );
}
