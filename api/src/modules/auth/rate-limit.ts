import type { Limit } from '../../http/rate-limit';
import type { Throttle } from '../../http/throttle';

export { takeAttempt } from '../../http/rate-limit';
import type { Database } from '../../db/database';
import { refundThrottled, takeThrottled } from '../../http/throttle';

export { clearThrottled, refundThrottled, takeThrottled } from '../../http/throttle';

/** Limits of the auth calls other than sign-in: a fixed number per window. */
export const LIMITS = {
  linkRequestsPerIp: { max: 20, windowSeconds: 15 * 60 },
  linkRequestsPerAccount: { max: 3, windowSeconds: 15 * 60 },
  usernameChecksPerIp: { max: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;

const DAY = 24 * 3600;

/**
 * Sign-in throttles (OWASP: delays that grow, no lock an attacker can hold). Only failures count: a success
 * clears its account's (or device's) attempts and gives its address's back. Per account, from a browser
 * that has not signed in to it before: 5 at once, then 1, 2, 4 and 8 minutes apart, then one every 15
 * minutes: 12 guesses in the first hour, 4 an hour after (the hard lock allowed 20 an hour). A browser that
 * signed in to the account before (its device cookie) has its own throttle of the same shape, so guesses
 * from elsewhere never keep the owner out.
 */
export const SIGN_IN_THROTTLES = {
  perAccount: { free: 5, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60, memorySeconds: DAY },
  perDevice: { free: 5, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60, memorySeconds: DAY },
  perIp: { free: 20, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60, memorySeconds: DAY },
} as const satisfies Record<string, Throttle>;

/**
 * Takes a sign-in's place in each of its throttles before the password is checked; a refusal gives
 * back the places already taken, so only the throttle that said no counts the attempt.
 */
export async function takeSignInPlaces(db: Database, throttles: ReadonlyArray<[string, Throttle]>): Promise<void> {
  const taken: Array<[string, Throttle]> = [];
  try {
    for (const [throttleKey, throttle] of throttles) {
      await takeThrottled(db, throttleKey, throttle);
      taken.push([throttleKey, throttle]);
    }
  } catch (error) {
    for (const [throttleKey, throttle] of taken) await refundThrottled(db, throttleKey, throttle);
    throw error;
  }
}
