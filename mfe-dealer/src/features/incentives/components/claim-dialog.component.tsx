import { useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { Button, Modal } from '@rv/ui-kit';
import { BILL_OF_SALE_MESSAGES, type ProgramLine } from '../../dealer-api';
import type { ClaimOutcome } from '../hooks/use-program-lines';
import { money, shortDate } from '../format';
import styles from './incentives.module.css';

interface ClaimDialogProps {
  line: ProgramLine;
  claim(line: ProgramLine, billOfSale: File): Promise<ClaimOutcome>;
  onClaimed(message: string): void;
  onClose(): void;
}

/** Asks to confirm a claim; a refused or failed claim stays in the dialog with the reason. */
export function ClaimDialog({ line, claim, onClaimed, onClose }: ClaimDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [billOfSale, setBillOfSale] = useState<File | null>(null);
  const confirm = async () => {
    if (!billOfSale) {
      setFailure(BILL_OF_SALE_MESSAGES.missing);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await claim(line, billOfSale);
      if (outcome.success) onClaimed(`Claimed ${money(line.parmProgramAmount)} for ${line.parmItemGroupId} ${line.parmItemId}.`);
      else setFailure(outcome.message);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title="Claim this spiff?" size="small" onClose={onClose}>
      <p>
        Claim {money(line.parmProgramAmount)} for the {line.parmItemGroupId} {line.parmItemId}
        {line.parmShortVIN ? ` (VIN …${line.parmShortVIN})` : ''}{line.parmSaleDate ? ` sold ${shortDate(line.parmSaleDate)}` : ''}?
      </p>
      <label>
        Bill of sale (photo or PDF)
        <input type="file" accept="image/png,image/jpeg,image/webp,application/pdf" onChange={(e) => setBillOfSale(e.target.files?.[0] ?? null)} />
      </label>
      {failure ? <p role="alert" className={styles.failure}>The claim failed: {failure}</p> : null}
      <div className={styles.dialogActions}>
        <Button theme="secondary" onClick={onClose}>Cancel</Button>
        <Button disabled={busy} onClick={() => void confirm()}>{busy ? 'Claiming…' : 'Confirm claim'}</Button>
      </div>
    </Modal>
  );
}
