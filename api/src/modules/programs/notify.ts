import type { Database } from '../../db/database';
import { queueEmail } from '../../outbox/email';
import { notifyUsers } from '../rewards';
import { salespersonOf } from './repository';

/** The notification type of every claim change in the portal's notification list. */
export const CLAIM_NOTIFICATION_TYPE = 'claim';

/**
 * Tells the line's salesperson of a change: a portal notification and an e-mail through the outbox, in the
 * caller's transaction (both stand or fall with the change). A line whose salesperson has no account tells no one.
 */
export async function notifySalesperson(db: Database, salespersonId: string, subject: string, text: string): Promise<void> {
  const person = await salespersonOf(db, salespersonId);
  if (!person) return;
  await notifyUsers(db, [person.userId], CLAIM_NOTIFICATION_TYPE, text);
  if (person.email) await queueEmail(db, { to: person.email, subject, text: `Hello ${person.name},\n\n${text}\n` });
}
