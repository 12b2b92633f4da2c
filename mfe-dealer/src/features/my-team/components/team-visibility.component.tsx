import { useState } from 'react';
import { errorMessage, useResource } from '@rv/shared-lib';
import { fetchTeamVisibility, saveTeamVisibility } from '../../dealer-api';
import { DataView } from '../../dashboard/components/data-view.component';
import styles from './my-team.module.css';

/** The location's colleague visibility: whether salespeople see colleagues' amounts and serial numbers (off until allowed). */
export function TeamVisibilitySetting({ dealership }: { dealership: string }) {
  const stored = useResource(`team-visibility:${dealership}`, () => fetchTeamVisibility(dealership));
  const [visible, setVisible] = useState<boolean | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const change = async (next: boolean) => {
    setNote(null);
    try {
      setVisible((await saveTeamVisibility(dealership, next)).colleagueDetailsVisible);
      setNote({ ok: true, text: next ? "Salespeople now see colleagues' amounts and serial numbers." : "Colleagues' amounts and serial numbers are now hidden from salespeople." });
    } catch (error) {
      setNote({ ok: false, text: `The setting was not saved: ${errorMessage(error)}` });
    }
  };
  return (
    <section aria-labelledby="dealer-team-visibility" className={styles.card}>
      <h2 id="dealer-team-visibility" className={styles.cardTitle}>Colleague visibility</h2>
      <DataView state={stored} what="visibility setting" empty="">
        {(s) => (
          <label>
            <input type="checkbox" checked={visible ?? s.colleagueDetailsVisible} onChange={(e) => void change(e.target.checked)} />{' '}
            Salespeople see colleagues&apos; amounts and serial numbers
          </label>
        )}
      </DataView>
      {note ? <p role={note.ok ? 'status' : 'alert'}>{note.text}</p> : null}
    </section>
  );
}
