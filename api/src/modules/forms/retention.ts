import type { Database } from '../../db/database';
import { anonymiseExpiredLeads } from '../leads';

/** The contact fields a lead's submission loses when the maker's retention has passed. */
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'city', 'comments'];

/**
 * Anonymises leads older than the maker's retention: the lead's copy and its stored submission, in one
 * transaction. Idempotent (what is anonymised is never picked again), so every replica may run it.
 */
export async function anonymiseOldLeads(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const submissionIds = await anonymiseExpiredLeads(tx);
    if (submissionIds.length) {
      await tx.query('UPDATE form_submissions SET fields = fields - $2::text[] WHERE id = ANY($1::bigint[])', [submissionIds, CONTACT_FIELDS]);
    }
    return submissionIds.length;
  });
}

/** Runs the anonymisation hourly in the background; stop() on server close. */
export function startLeadRetention(db: Database, intervalMs = 3600_000): { stop(): void } {
  const timer = setInterval(() => {
    anonymiseOldLeads(db).catch(() => undefined); // The database may be restarting; the next hour tries again.
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
