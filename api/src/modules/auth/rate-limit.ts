import type { Limit } from '../../http/rate-limit';

export { TooManyRequests, clearAttempts, refundAttempt, takeAttempt } from '../../http/rate-limit';

/** Limits of the auth calls; failures only count for sign-in, so a busy dealership never trips it. */
export const LIMITS = {
  signInFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
  signInFailuresPerIp: { max: 20, windowSeconds: 15 * 60 },
  linkRequestsPerIp: { max: 20, windowSeconds: 15 * 60 },
  linkRequestsPerAccount: { max: 3, windowSeconds: 15 * 60 },
  usernameChecksPerIp: { max: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;
