import { checkUsername, requestPasswordResetLink, requestRegistrationLink } from '@rv/shared-lib';

/**
 * Registration step one: the spec's username check (GET /auth/username) refuses a malformed name in the
 * server's words, then POST /auth/register/token e-mails the link. Neither answer says whether the account
 * exists or is registered (seen before the fix: that listed accounts to anyone); the e-mail tells the account's owner
 * (a link, or "already registered"), and a username with no account gets no e-mail.
 */
export async function requestRegistration(username: string): Promise<string> {
  await checkUsername(username);
  return (await requestRegistrationLink(username)).message;
}

/** Reset step one: POST /auth/password/token; the answer never says whether the account exists. */
export async function requestReset(username: string): Promise<string> {
  return (await requestPasswordResetLink(username)).message;
}
