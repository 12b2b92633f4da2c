import { useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import type { SignedInStaff } from '@rv/domain/auth';
import { isoToday } from '@rv/domain/dealer';
import { formatUsDollars } from '@rv/domain/locale';
import { Button } from '@rv/ui-kit';
import { lineSummary, toggled } from './line-choice';
import { fetchPayable, fetchPaymentsCsv, payLines } from './programs.resource';
import type { StaffLine } from './programs.resource';
import styles from './programs.module.css';

function download(text: string, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The approved lines awaiting payment: the lines chosen (one payee's) are paid in one batch by check or
 * transfer; every payment exported for accounting.
 */
export function PaymentBatch({ staff, onChanged, version }: { staff: SignedInStaff; onChanged(message: string): void; version: number }) {
  const [lines, setLines] = useState<StaffLine[]>([]);
  const [method, setMethod] = useState<'check' | 'transfer'>('check');
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(isoToday);
  const [paidTo, setPaidTo] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    fetchPayable(staff).then((payable) => {
      setLines(payable);
      setChosen((c) => c.filter((id) => payable.some((l) => l.parmRecordId === id)));
    }, (error) => onChanged(errorMessage(error)));
  }, [staff, version, onChanged]);
  const total = lines.filter((l) => chosen.includes(l.parmRecordId)).reduce((t, l) => t + l.parmProgramAmount, 0);
  const pay = async () => {
    try {
      const batch = await payLines(staff, { method, reference, paidOn, paidTo, recordIds: chosen });
      onChanged(`Batch ${batch.batchId} paid ${batch.lines} line(s), ${formatUsDollars(batch.amount)}.`);
    } catch (error) {
      onChanged(errorMessage(error));
    }
  };
  return (
    <section aria-label="Payment batch">
      <h2>Approved, awaiting payment ({lines.length}, {formatUsDollars(lines.reduce((t, l) => t + l.parmProgramAmount, 0))})</h2>
      <ul>
        {lines.map((l) => (
          <li key={l.parmRecordId}>
            <label>
              <input type="checkbox" checked={chosen.includes(l.parmRecordId)}
                onChange={(e) => setChosen((c) => toggled(c, l.parmRecordId, e.target.checked))} />
              {' '}{lineSummary(l)}
            </label>
          </li>
        ))}
      </ul>
      <p>{chosen.length} line(s) chosen, {formatUsDollars(total)}.</p>
      <label className={styles.field}>Method<select value={method} onChange={(e) => setMethod(e.target.value as 'check' | 'transfer')}><option value="check">Check</option><option value="transfer">Transfer</option></select></label>
      <label className={styles.field}>Check or transfer number<input value={reference} onChange={(e) => setReference(e.target.value)} /></label>
      <label className={styles.field}>Paid on<input type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} /></label>
      <label className={styles.field}>Paid to<input value={paidTo} onChange={(e) => setPaidTo(e.target.value)} /></label>
      <Button disabled={!chosen.length} onClick={() => void pay()}>Pay the chosen lines</Button>
      <Button theme="secondary" onClick={() => void fetchPaymentsCsv(staff).then((csv) => download(csv, 'program-payments.csv'), (error) => onChanged(errorMessage(error)))}>Export payments (CSV)</Button>
    </section>
  );
}
