import { useState } from 'react';
import { errorMessage, useResource } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import type { SignedInStaff } from '@rv/domain/auth';
import { END_PROGRAM_EFFECT, PROGRAM_STATE_NAMES, canEndProgram, isoToday, programState } from '@rv/domain/dealer';
import { formatUsDollars } from '@rv/domain/locale';
import { endProgram, fetchPrograms, type StaffProgram } from './programs.resource';
import styles from './programs.module.css';

const limits = (list: string[], all: string) => (list.length ? list.join(', ') : all);

/** Ends a program after a confirmation that says what ending does. */
function EndProgram({ staff, program, onChanged }: { staff: SignedInStaff; program: StaffProgram; onChanged(message: string): void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) return <Button theme="secondary" size="sm" onClick={() => setAsking(true)}>End {program.programId}</Button>;
  const end = async () => {
    setBusy(true);
    try {
      const ended = await endProgram(staff, program.programId);
      onChanged(`Ended ${ended.programId} on ${ended.endedOn}. ${END_PROGRAM_EFFECT}`);
    } catch (error) {
      onChanged(errorMessage(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <div role="group" aria-label={`End ${program.programId}?`} className={styles.confirm}>
      <p>End {program.name} today? {END_PROGRAM_EFFECT}</p>
      <div className={styles.actions}>
        <Button size="sm" disabled={busy} onClick={() => void end()}>End it now</Button>
        <Button theme="secondary" size="sm" onClick={() => setAsking(false)}>Keep it running</Button>
      </div>
    </div>
  );
}

/** Every program with its rule, its state today and its lines; a scheduled or running one can be ended. */
export function ProgramList({ staff, version, onChanged }: { staff: SignedInStaff; version: number; onChanged(message: string): void }) {
  const programs = useResource(`studio-programs:${version}`, () => fetchPrograms(staff), { seed: false });
  if (programs.status === 'loading') return <p>Loading programs…</p>;
  if (programs.status === 'error') return <p role="alert">The programs could not be loaded: {errorMessage(programs.error)}</p>;
  if (!programs.data.length) return <p>No programs yet.</p>;
  const today = isoToday();
  return (
    <table className={styles.table} aria-label="Programs">
      <thead><tr><th>Program</th><th>Amount</th><th>Sale dates</th><th>Pays on</th><th>Lines</th><th>State</th><th>End</th></tr></thead>
      <tbody>
        {programs.data.map((p) => {
          const state = programState(p, today);
          return (
            <tr key={p.programId} aria-label={`Program ${p.programId}`}>
              <td>{p.programId} · {p.name}</td>
              <td>{formatUsDollars(p.amount)}</td>
              <td>{p.startDate} to {p.endDate}</td>
              <td>{limits(p.itemIds, 'every model')}; {limits(p.dealershipNumbers, 'every dealership')}; {limits(p.regions, 'every region')}</td>
              <td>{p.lines} ({p.paidLines} paid)</td>
              <td>{PROGRAM_STATE_NAMES[state]}{p.endedOn ? ` on ${p.endedOn}` : ''}</td>
              <td>{canEndProgram(state) ? <EndProgram staff={staff} program={p} onChanged={onChanged} /> : null}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
