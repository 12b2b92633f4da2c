import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { queueEmail } from '../../outbox/email';
import type { UserRecord } from './repository';

/**
 * Links in e-mails use a configured origin, never the request's Host header: otherwise anyone could
 * ask for a reset of someone else's account and have the link point at their own server.
 */
export function publicBaseUrl(config: AppConfig): string {
  return config.publicBaseUrl;
}

export const LINK_PATHS = {
  REGISTRATION: '/ignite/sales/login/register',
  PASSWORDRESET: '/ignite/sales/login/reset-password',
} as const;

const greeting = (user: UserRecord) => `Hello ${user.firstName || user.username},`;

/** Queues the e-mail with the link; call inside the transaction that recorded the token. */
export async function queueLinkEmail(
  db: Database, config: AppConfig, user: UserRecord, purpose: keyof typeof LINK_PATHS, token: string, validFor: string,
): Promise<void> {
  const link = `${publicBaseUrl(config)}${LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;
  const portal = `${config.companyName} dealer portal`;
  const registration = purpose === 'REGISTRATION';
  const subject = registration ? `Complete your ${portal} registration` : `Reset your ${portal} password`;
  const action = registration
    ? `finish setting up your ${portal} account (username ${user.username}) by choosing a password`
    : `choose a new password for your ${portal} account (username ${user.username})`;
  const text = [
    greeting(user),
    '',
    `Open this link to ${action}:`,
    '',
    link,
    '',
    `The link works once and expires in ${validFor}. If you did not ask for it, you can ignore this e-mail.`,
  ].join('\n');
  await queueEmail(db, { to: user.email, subject, text });
}
