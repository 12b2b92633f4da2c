import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import type { SignedInStaff } from '@rv/domain/auth';
import { formatUsDollars } from '@rv/domain/locale';
import { Button } from '@rv/ui-kit';
import { RoleGate } from '../features/session/components/role-gate.component';
import { useStaff } from '../features/session/staff-session';
import {
  approveLine, approveLines, fetchBillOfSale, fetchPayable, fetchPaymentsCsv, fetchReviewQueue, payLines, rejectLine, type StaffLine,
} from './programs.resource';

const today = () => new Date().toISOString().slice(0, 10);

function download(text: string, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

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

function ReviewQueue({ staff, onChanged, version }: { staff: SignedInStaff; onChanged(message: string): void; version: number }) {
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
      <table>
        <thead><tr><th>Select</th><th>Line</th><th>Bill of sale</th><th>Decision</th></tr></thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.parmRecordId} aria-label={`Claim ${l.parmSerialNumber}`}>
              <td><input type="checkbox" aria-label={`Select ${l.parmSerialNumber}`} checked={chosen.includes(l.parmRecordId)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, l.parmRecordId] : c.filter((id) => id !== l.parmRecordId)))} /></td>
              <td>{l.parmProgramId} · {l.parmAccountNum} · {l.parmSalesPersonId} · VIN {l.parmSerialNumber} · {formatUsDollars(l.parmProgramAmount)} · {l.parmProgramLineStatusStr}</td>
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

function PaymentBatch({ staff, onChanged, version }: { staff: SignedInStaff; onChanged(message: string): void; version: number }) {
  const [lines, setLines] = useState<StaffLine[]>([]);
  const [method, setMethod] = useState<'check' | 'transfer'>('check');
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [paidTo, setPaidTo] = useState('');
  useEffect(() => {
    fetchPayable(staff).then(setLines, (error) => onChanged(errorMessage(error)));
  }, [staff, version, onChanged]);
  const pay = async () => {
    try {
      const batch = await payLines(staff, { method, reference, paidOn, paidTo, recordIds: lines.map((l) => l.parmRecordId) });
      onChanged(`Batch ${batch.batchId} paid ${batch.lines} line(s), ${formatUsDollars(batch.amount)}.`);
    } catch (error) {
      onChanged(errorMessage(error));
    }
  };
  return (
    <section aria-label="Payment batch">
      <h2>Approved, awaiting payment ({lines.length}, {formatUsDollars(lines.reduce((t, l) => t + l.parmProgramAmount, 0))})</h2>
      <ul>{lines.map((l) => <li key={l.parmRecordId}>{l.parmProgramId} · VIN {l.parmSerialNumber} · {formatUsDollars(l.parmProgramAmount)}</li>)}</ul>
      <label>Method<select value={method} onChange={(e) => setMethod(e.target.value as 'check' | 'transfer')}><option value="check">Check</option><option value="transfer">Transfer</option></select></label>
      <label>Check or transfer number<input value={reference} onChange={(e) => setReference(e.target.value)} /></label>
      <label>Paid on<input type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} /></label>
      <label>Paid to<input value={paidTo} onChange={(e) => setPaidTo(e.target.value)} /></label>
      <Button disabled={!lines.length} onClick={() => void pay()}>Pay these lines</Button>
      <Button theme="secondary" onClick={() => void fetchPaymentsCsv(staff).then((csv) => download(csv, 'program-payments.csv'), (error) => onChanged(errorMessage(error)))}>Export payments (CSV)</Button>
    </section>
  );
}

/** `/studio/programs`: the program reviewers' queue with each bill of sale, decisions, payment batches and the accounting CSV. */
export function ProgramsPage() {
  const staff = useStaff();
  const [message, setMessage] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const changed = useCallback((text: string) => {
    setMessage(text);
    setVersion((v) => v + 1);
  }, []);
  return (
    <RoleGate roles={['program']}>
      <h1>Programs</h1>
      {message ? <p role="status">{message}</p> : null}
      {staff ? <><ReviewQueue staff={staff} onChanged={changed} version={version} /><PaymentBatch staff={staff} onChanged={changed} version={version} /></> : null}
    </RoleGate>
  );
}
