import { useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { disputeClaim, type ProgramLine } from '../dealer-api';

/** Disputes a rejected claim once with a new document; the line goes back to the reviewers as Disputed. */
export function DisputeForm({ line }: { line: ProgramLine }) {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    if (!file) return setOutcome({ ok: false, text: 'Attach the new document (photo or PDF) first.' });
    try {
      const moved = await disputeClaim(line.parmRecordId, file);
      setOutcome({ ok: true, text: `Dispute sent: the line is ${moved.parmProgramLineStatusStr}.` });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    }
  };
  return (
    <div aria-label="Dispute the rejection">
      <label>
        New document for the dispute
        <input type="file" accept="image/png,image/jpeg,image/webp,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      <Button onClick={() => void send()}>Dispute rejection</Button>
      {outcome ? <p role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p> : null}
    </div>
  );
}
