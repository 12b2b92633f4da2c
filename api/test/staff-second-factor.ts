import { TOTP } from 'otpauth';
import { SECOND_FACTOR } from '@rv/domain/account';
import { DEMO_STAFF, demoRecoveryCodes } from '../src/seed/accounts/demo-accounts';

/**
 * The one place tests (API tests and journeys) compute a demo staff member's second-factor code. The
 * server takes each app code once, so a second sign-in of the same account within one 30-second step
 * gets the next step's code (the server accepts one step of drift); a third would be refused, so this
 * throws instead of handing out a code the server would turn down.
 */

export type DemoStaffName = (typeof DEMO_STAFF)[number]['username'];

const lastStepGiven = new Map<string, number>();

function demoStaff(username: string) {
  const member = DEMO_STAFF.find((s) => s.username === username);
  if (!member) throw new Error(`${username} is not a demo staff account`);
  return member;
}

/** The authenticator app's code for a demo staff account, one the server has not taken yet. */
export function staffCode(username: string, now = Date.now()): string {
  const current = Math.floor(now / 1000 / SECOND_FACTOR.periodSeconds);
  const step = Math.max(current, (lastStepGiven.get(username) ?? -1) + 1);
  if (step > current + SECOND_FACTOR.driftSteps) throw new Error(`${username} signed in twice within 30 s already: sign in once per file and keep the token`);
  lastStepGiven.set(username, step);
  return totpCode(demoStaff(username).totpSecret, step * SECOND_FACTOR.periodSeconds * 1000);
}

/** The code of a TOTP secret at a time (for an account a test enrolled itself). */
export function totpCode(base32Secret: string, at = Date.now()): string {
  return new TOTP({ algorithm: SECOND_FACTOR.algorithm, digits: SECOND_FACTOR.digits, period: SECOND_FACTOR.periodSeconds, secret: base32Secret }).generate({ timestamp: at });
}

/** The n-th (0-based) recovery code of a demo staff account, as DEMO-ACCOUNTS.md lists them. */
export const staffRecoveryCode = (username: string, n = 0) => demoRecoveryCodes(demoStaff(username).username)[n];

/** A demo staff account's password. */
export const staffPassword = (username: string) => demoStaff(username).password;
