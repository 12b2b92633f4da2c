import { object, string } from 'yup';
import { ACCOUNT_MESSAGES } from './account-schemas';

/**
 * The staff second factor: a time-based one-time code (RFC 6238) from an authenticator app, or one of ten
 * single-use recovery codes. Shared by the studio's sign-in form and the API's staff sign-in.
 */
export const SECOND_FACTOR = {
  /** RFC 6238 defaults every authenticator app understands. */
  periodSeconds: 30,
  digits: 6,
  algorithm: 'SHA1',
  /** A code of the step before or after counts too: a phone's clock a little off, a code typed as it turned. */
  driftSteps: 1,
  /** Recovery codes issued at enrolment, each good once. */
  recoveryCodeCount: 10,
  /** The issuer an authenticator app lists the account under. */
  issuer: 'Keystone RV studio',
  /** Minutes between a right password and its second factor. */
  challengeMinutes: 5,
} as const;

/** A recovery code as issued: two groups of five letters or digits (Crockford base32, no I L O U). */
export const RECOVERY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A typed code as it is checked: spaces dropped, letters in capitals ("abcde fghjk" and "ABCDE-FGHJK" read the same). */
export function normalizeSecondFactorCode(typed: string): string {
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  return /^[0-9A-Z]{10}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

export type SecondFactorCodeKind = 'totp' | 'recovery';

/** Whether a typed code is an app's code, a recovery code, or neither. */
export function secondFactorCodeKind(typed: string): SecondFactorCodeKind | null {
  const code = normalizeSecondFactorCode(typed);
  if (TOTP_CODE_PATTERN.test(code)) return 'totp';
  return RECOVERY_CODE_PATTERN.test(code) ? 'recovery' : null;
}

export const SECOND_FACTOR_MESSAGES = {
  codeShape: 'Code must be the 6 digits of the authenticator app or a recovery code such as ABCDE-12345',
  wrongCode: 'The code is wrong or has expired; type the current code of the authenticator app, or a recovery code.',
  challengeExpired: 'The sign-in has expired; enter the username and password again.',
  alreadyEnrolled: 'This account already has a second factor.',
} as const;

/** The second step of a staff sign-in (POST /auth/staff/signin/second-factor): the code as typed. */
export const SECOND_FACTOR_SCHEMA = object({
  code: string()
    .transform((_value: unknown, original: unknown) => (original === undefined || original === null ? undefined : String(original).trim()))
    .required(ACCOUNT_MESSAGES.required('Code'))
    .test('shape', SECOND_FACTOR_MESSAGES.codeShape, (value) => value === undefined || secondFactorCodeKind(value) !== null),
});
