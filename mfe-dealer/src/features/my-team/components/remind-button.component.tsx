import { useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import type { ReminderTopic } from '@rv/domain/dealer';
import { sendReminder } from '../../dealer-api';
import styles from './my-team.module.css';

const TOPIC_WORDS: Record<ReminderTopic, string> = { claims: 'about claims', courses: 'about required courses' };

/** Sends one salesperson a reminder (portal notification and e-mail) and says it went, or why not. */
export function RemindButton({ dealership, guid, name, topic }: { dealership: string; guid: string; name: string; topic: ReminderTopic }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const remind = async () => {
    setBusy(true);
    try {
      await sendReminder(dealership, guid, topic);
      setOutcome({ ok: true, text: `Reminder sent to ${name}.` });
    } catch (error) {
      setOutcome({ ok: false, text: `The reminder to ${name} was not sent: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={styles.remind}>
      <button type="button" className={styles.linkButton} disabled={busy} onClick={() => void remind()}>
        Remind<span className="rv-visually-hidden"> {name} {TOPIC_WORDS[topic]}</span>
      </button>
      {outcome ? <span role={outcome.ok ? 'status' : 'alert'} className={styles.muted}> {outcome.text}</span> : null}
    </span>
  );
}
