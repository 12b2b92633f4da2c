import { useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import type { SignedInStaff } from '@rv/domain/auth';
import { Button } from '@rv/ui-kit';
import { lineSummary, toggled } from './line-choice';
import { approveLine, approveLines, fetchBillOfSale, fetchReviewQueue, rejectLine, type StaffLine } from './programs.resource';
import styles from './programs.module.css';

/** The line's bill of sale beside it: fetched with the staff token and shown through an object URL. */
function BillOfSale({ staff, line }: { staff: SignedInStaff; line: StaffLine }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    if (line.billOfSale) fetchBillOfSale(staff, line.parmRecordId).then((blob) => setUrl((made = URL.createObjectURL(blob))), () => setUrl(null));
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [staff, line]);
  if (!line.billOfSale) return <span>No bill of sale</span>;
  if (!url) return <span>Loading {line.billOfSale.name}…</span>;
  return line.billOfSale.contentType.startsWith('image/')
    ? <a href={url} target="_blank" rel="noreferrer"><img src={url} alt={`Bill of sale of ${line.parmSerialNumber}`} width={160} /></a>
    : <a href={url} target="_blank" rel="noreferrer">Bill of sale (PDF) of {line.parmSerialNumber}</a>;
}

/** The review queue: claims and disputes waiting, each with its bill of sale, approved or rejected with a reason, or approved in bulk. */
export function ReviewQueue({ staff, onChanged, version }: { staff: SignedInStaff; onChanged(message: string): void; version: number }) {
  const [lines, setLines] = useState<StaffLine[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  useEffect(() => {
    fetchReviewQueue(staff).then(setLines, (error) => onChanged(errorMessage(error)));
  }, [staff, version, onChanged]);
  const act = async (work: () => Promise<string>) => {
    try {
      onChanged(await work());
    } catch (error) {
      onChanged(errorMessage(error));
    }
  };
  return (
    <section aria-label="Review queue">
      <h2>Review queue ({lines.length})</h2>
      <Button disabled={!chosen.length} onClick={() => void act(async () => {
        const result = await approveLines(staff, chosen);
        setChosen([]);
        return `Approved ${result.approved.length}; refused ${result.refused.length}.`;
      })}>Approve selected</Button>
      <table className={styles.table}>
        <thead><tr><th>Select</th><th>Line</th><th>Bill of sale</th><th>Decision</th></tr></thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.parmRecordId} aria-label={`Claim ${l.parmSerialNumber}`}>
              <td><input type="checkbox" aria-label={`Select ${l.parmSerialNumber}`} checked={chosen.includes(l.parmRecordId)}
                onChange={(e) => setChosen((c) => toggled(c, l.parmRecordId, e.target.checked))} /></td>
              <td>{lineSummary(l)} · {l.parmProgramLineStatusStr}</td>
              <td><BillOfSale staff={staff} line={l} /></td>
              <td>
                <Button onClick={() => void act(async () => `Approved ${(await approveLine(staff, l.parmRecordId)).parmSerialNumber}.`)}>Approve</Button>
                <label>Reason<input value={reasons[l.parmRecordId] ?? ''} onChange={(e) => setReasons((r) => ({ ...r, [l.parmRecordId]: e.target.value }))} /></label>
                <Button theme="secondary" onClick={() => void act(async () => `Rejected ${(await rejectLine(staff, l.parmRecordId, reasons[l.parmRecordId] ?? '')).parmSerialNumber}.`)}>Reject</Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
