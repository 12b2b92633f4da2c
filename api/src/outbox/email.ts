import type { Database } from '../db/database';
import { enqueue, markDeliveredWith, type OutboxHandler } from './outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues an e-mail; it is delivered by the outbox worker (to the development mailbox without SMTP). */
export function queueEmail(db: Database, message: EmailMessage): Promise<number> {
  return enqueue(db, 'email', { ...message });
}

/**
 * Delivery into the development mailbox table, in the statement that marks the message delivered (so
 * it lands once); an SMTP transport would replace this handler.
 */
export const deliverToDevMailbox: OutboxHandler = async (message, db) => {
  const email = message.payload as unknown as EmailMessage;
  return markDeliveredWith(db, message, 'INSERT INTO dev_mailbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)', [
    email.to, email.subject, email.text, email.html ?? null,
  ]);
};
