import { useEffect } from 'react';
import { useResource } from '@rv/shared-lib';
import { Modal } from '@rv/ui-kit';
import { fetchProgramLineDetails, markProgramLineAlert, type ProgramLine } from '../../dealer-api';
import { salespersonLabel } from '../claim-eligibility';
import { DataView } from '../../dashboard/components/data-view.component';
import { lineAmount, lineSerial, money, shortDate } from '../format';
import { DisputeForm } from '../../programs/dispute-claim.component';
import styles from './incentives.module.css';

const FIELDS: Array<[string, (l: ProgramLine) => string]> = [
  ['Program', (l) => `${l.parmProgramId} · ${l.parmProgramTypeStr}`],
  ['Dealer', (l) => `${l.parmCustName} (${l.parmAccountNum}), ${l.parmDealerStreet}, ${l.parmDealerCity}`],
  ['Model', (l) => `${l.parmItemGroupId} ${l.parmItemId}`],
  ['Salesperson', (l) => `${salespersonLabel(l)} (${l.parmSalesPersonId})`],
  ['Serial number', (l) => lineSerial(l, l.parmSerialNumber)],
  ['Sales order', (l) => l.parmSalesId],
  ['Sale date', (l) => shortDate(l.parmSaleDate)],
  ['Registration date', (l) => shortDate(l.parmRegistrationDate)],
  ['Program dates', (l) => `${shortDate(l.parmStartDate)} to ${shortDate(l.parmEndDate)}`],
  ['Amount', lineAmount],
  ['Status', (l) => (l.parmRejectReason ? `${l.parmProgramLineStatusStr}: ${l.parmRejectReason}` : l.parmProgramLineStatusStr)],
  ['Expired', (l) => l.parmExpiredStr],
  ['Paid', (l) => (l.parmCheckDate ? `${money(l.parmCheckAmount)} to ${l.parmPaidTo} on ${shortDate(l.parmCheckDate)} (${l.parmPaymentInfo})` : '—')],
];

/** A line's details (GET lines/details/{id}); opening a newly approved line marks its alert seen. Sample lines show as they are. */
export function LineDetails({ line, sampleMode, onClose }: { line: ProgramLine; sampleMode: boolean; onClose(): void }) {
  const details = useResource(`line:${line.parmRecordId}:${sampleMode}`, () => (sampleMode ? Promise.resolve(line) : fetchProgramLineDetails(line.parmRecordId)));
  useEffect(() => {
    // The alert only drives the "New" badge; failing to mark it must not disturb the details.
    if (line.parmAlert && !sampleMode) markProgramLineAlert(line.parmRecordId).catch(() => undefined);
  }, [line, sampleMode]);
  return (
    <Modal open title={`${line.parmProgramId} · ${line.parmItemId}`} onClose={onClose}>
      <DataView state={details} what="line details" empty="">
        {(l) => (
          <>
            <dl className={styles.details}>
              {FIELDS.map(([label, value]) => (
                <div key={label}><dt>{label}</dt><dd>{value(l)}</dd></div>
              ))}
            </dl>
            {l.parmCanDispute && !sampleMode ? <DisputeForm line={l} /> : null}
          </>
        )}
      </DataView>
    </Modal>
  );
}
