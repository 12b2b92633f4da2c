import type { StudioFieldChange } from '@rv/domain/content';
import styles from './editor.module.css';

/** Field changes between two versions, as readable text: where, before, after. */
export function ChangesTable({ changes }: { changes: StudioFieldChange[] }) {
  if (changes.length === 0) return <p>No field differs.</p>;
  return (
    <table className={styles.changes}>
      <thead><tr><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path} data-testid="change">
            <th scope="row">{change.path}{change.change === 'changed' ? '' : ` (${change.change})`}</th>
            <td>{change.before ?? '—'}</td>
            <td>{change.after ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
