import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { enqueue, markDeliveredWith, type OutboxHandler } from './outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where the site's e-mail goes: an SMTP server, the development mailbox, or (neither) nowhere yet. */
export interface MailSettings {
  smtpUrl: string;
  mailFrom: string;
  devMailbox: boolean;
}

/** Queues an e-mail; the outbox worker delivers it through the configured transport. */
export function queueEmail(db: Database, message: EmailMessage): Promise<number> {
  return enqueue(db, 'email', { ...message });
}

/**
 * Delivery into the development mailbox table, in the statement that marks the message delivered (so
 * it lands once).
 */
export const deliverToDevMailbox: OutboxHandler = async (message, db) => {
  const email = message.payload as unknown as EmailMessage;
  return markDeliveredWith(db, message, 'INSERT INTO dev_mailbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)', [
    email.to, email.subject, email.text, email.html ?? null,
  ]);
};

/** Delivery through SMTP (SMTP_URL, e.g. smtps://user:pass@mail.example.com); a refusal throws and is retried. */
export function smtpDelivery(smtpUrl: string, from: string): OutboxHandler {
  // Each step times out within the outbox lease, so a hung server never outlives a delivery's claim.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 });
  return async (message) => {
    const email = message.payload as unknown as EmailMessage;
    await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html });
  };
}

/**
 * With no SMTP server and no development mailbox, e-mail waits in the outbox (retried with back-off)
 * until SMTP_URL is set: a registration link is delayed, never lost.
 */
const noMailTransport: OutboxHandler = async () => {
  throw new Error('No mail transport: set SMTP_URL (or DEV_MAILBOX=true in development).');
};

/** The e-mail handler for the settings: SMTP first, then the development mailbox. */
export function emailHandler(settings: MailSettings): OutboxHandler {
  if (settings.smtpUrl) return smtpDelivery(settings.smtpUrl, settings.mailFrom);
  return settings.devMailbox ? deliverToDevMailbox : noMailTransport;
}
