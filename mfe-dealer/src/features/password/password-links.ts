import { checkUsername, requestPasswordResetLink, requestRegistrationLink } from '@rv/shared-lib';

/** Messages of the registration request (spec: validation rules, leaves form wording open; these are ours). */
export const REGISTRATION_MESSAGES = {
  unknown: 'We could not find that username. Ask your dealership for an account.',
  registered: 'This account is already registered. Sign in, or reset your password.',
} as const;

/**
 * Registration step one: the spec's username check (GET /auth/username) tells an unknown or
 * already-registered username apart, then POST /auth/register/token e-mails the link.
 */
export async function requestRegistration(username: string): Promise<string> {
  const check = await checkUsername(username);
  if (!check.exists) throw REGISTRATION_MESSAGES.unknown;
  if (check.registered) throw REGISTRATION_MESSAGES.registered;
  return (await requestRegistrationLink(username)).message;
}

/** Reset step one: POST /auth/password/token; the answer never says whether the account exists. */
export async function requestReset(username: string): Promise<string> {
  return (await requestPasswordResetLink(username)).message;
}
