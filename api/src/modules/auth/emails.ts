import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { queueEmail } from '../../outbox/email';
import type { UserRecord } from './repository';

/**
 * Links in e-mails use a configured origin, never the request's Host header: otherwise anyone could
 * ask for a reset of someone else's account and have the link point at their own server.
 */
export type MailConfig = Pick<AppConfig, 'publicBaseUrl' | 'companyName'>;

export function publicBaseUrl(config: MailConfig): string {
  return config.publicBaseUrl;
}

export const LINK_PATHS = {
  REGISTRATION: '/ignite/sales/login/register',
  PASSWORDRESET: '/ignite/sales/login/reset-password',
} as const;

const greeting = (user: UserRecord) => `Hello ${user.firstName || user.username},`;

/** Queues the e-mail with the link; call inside the transaction that recorded the token. */
export async function queueLinkEmail(
  db: Database, config: MailConfig, user: UserRecord, purpose: keyof typeof LINK_PATHS, token: string, validFor: string,
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

/**
 * A registration request for an account that is already registered: its owner is told so (and where to
 * sign in or reset the password) by e-mail, since the answer on the page is the same for every username.
 */
export async function queueAlreadyRegisteredEmail(db: Database, config: MailConfig, user: UserRecord): Promise<void> {
  const portal = `${config.companyName} dealer portal`;
  const text = [
    greeting(user),
    '',
    `Someone asked to register your ${portal} account (username ${user.username}), which is already registered.`,
    `Sign in at ${publicBaseUrl(config)}/ignite/sales/login, or ask for a new password at ${publicBaseUrl(config)}/ignite/sales/login/reset-password.`,
    '',
    'If you did not ask, you can ignore this e-mail.',
  ].join('\n');
  await queueEmail(db, { to: user.email, subject: `Your ${portal} account is already registered`, text });
}
