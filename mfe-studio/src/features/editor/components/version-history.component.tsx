import { useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import type { StudioDiff, StudioDocument, StudioVersion } from '@rv/domain/content';
import { useSignedInStaff } from '../../session/staff-session';
import { ChangesTable } from './changes-table.component';
import styles from './editor.module.css';

const KIND_WORDS: Record<StudioVersion['kind'], string> = { imported: 'imported', created: 'created', saved: 'saved', 'rolled-back': 'rolled back' };

/**
 * Every saved version of a document with who saved it and when; the difference between any two as
 * readable field changes; and, for publishers, a roll-back to any version (saved as a new version).
 */
export function VersionHistory({ document: doc, canRollBack, onRolledBack }: { document: StudioDocument; canRollBack: boolean; onRolledBack(document: StudioDocument): void }) {
  const staff = useSignedInStaff();
  const [versions, setVersions] = useState<StudioVersion[] | null>(null);
  const [pair, setPair] = useState<{ from: number; to: number }>({ from: Math.max(1, doc.version - 1), to: doc.version });
  const [diff, setDiff] = useState<StudioDiff | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    studioApi.listVersions(staff, doc.id).then((list) => setVersions(list.results), (error) => setProblem(errorMessage(error)));
  }, [staff, doc.id, doc.version]);
  useEffect(() => {
    if (pair.from === pair.to) return setDiff({ from: pair.from, to: pair.to, changes: [] });
    studioApi.fetchDiff(staff, doc.id, pair.from, pair.to).then(setDiff, (error) => setProblem(errorMessage(error)));
    return undefined;
  }, [staff, doc.id, pair]);
  const rollBack = async (version: number) => {
    try {
      onRolledBack(await studioApi.rollBack(staff, doc.id, { version, baseVersion: doc.version }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const choose = (name: 'from' | 'to') => (
    <label>{name === 'from' ? 'Compare version' : 'with version'}{' '}
      <select value={pair[name]} onChange={(e) => setPair({ ...pair, [name]: Number(e.target.value) })}>
        {(versions ?? []).map((v) => <option key={v.version} value={v.version}>{v.version}</option>)}
      </select>
    </label>
  );
  return (
    <section aria-label="History">
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      <table className={styles.changes}>
        <thead><tr><th scope="col">Version</th><th scope="col">What</th><th scope="col">Who</th><th scope="col">When</th><th scope="col"><span className={styles.sr}>Actions</span></th></tr></thead>
        <tbody>
          {(versions ?? []).map((v) => (
            <tr key={v.version} data-testid="version">
              <td>{v.version}{v.version === doc.publishedVersion ? ' (published)' : ''}</td>
              <td>{KIND_WORDS[v.kind]}{v.restoredFrom ? ` from version ${v.restoredFrom}` : ''}</td>
              <td>{v.savedBy}</td>
              <td><time dateTime={v.savedAt}>{new Date(v.savedAt).toLocaleString()}</time></td>
              <td>{canRollBack && v.version !== doc.version ? <button type="button" onClick={() => void rollBack(v.version)}>Roll back to version {v.version}</button> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Differences</h3>
      <div className={styles.row}>{choose('from')}{choose('to')}</div>
      {diff ? <ChangesTable changes={diff.changes} /> : null}
    </section>
  );
}
