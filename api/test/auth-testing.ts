import type { LoggedInUser, SignedInStaff } from '@rv/domain/auth';
import type { TypedApp } from '../src/app-types';
import type { Database } from '../src/db/database';
import { deliverDue } from '../src/outbox/outbox';
import { outboxHandlers } from '../src/outbox-handlers';
import { DEMO_ACCOUNTS } from '../src/seed/accounts/demo-accounts';
import { staffCode, staffPassword, type DemoStaffName } from './staff-second-factor';

/** Test helpers for any module whose routes need a signed-in dealer (tests only). */

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

/** Signs a seeded demo account in and returns the logged-in user with its tokens. */
export async function signInAs(app: TypedApp, name: DemoAccountName, remoteAddress = '10.0.0.1'): Promise<LoggedInUser> {
  const account = DEMO_ACCOUNTS[name];
  const res = await app.inject({
    method: 'POST', url: '/api/auth/signin', remoteAddress,
    payload: { username: account.username, password: account.password, context: 'DEALER' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${account.username} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export { staffCode, staffRecoveryCode, totpCode, type DemoStaffName } from './staff-second-factor';

/**
 * Signs a demo staff member in, both steps: the password, then the authenticator app's code (or
 * `code` when given). Answers the signed-in staff member with the session's token.
 */
export async function signInStaff(app: TypedApp, username: DemoStaffName, { remoteAddress = '10.0.0.9', code }: { remoteAddress?: string; code?: string } = {}): Promise<SignedInStaff> {
  const first = await app.inject({ method: 'POST', url: '/api/auth/staff/signin', remoteAddress, payload: { username, password: staffPassword(username), context: 'STAFF' } });
  if (first.statusCode !== 200) throw new Error(`staff sign-in of ${username} failed: ${first.statusCode} ${first.body}`);
  const second = await app.inject({
    method: 'POST', url: '/api/auth/staff/signin/second-factor', remoteAddress, payload: { challenge: first.json().challenge, code: code ?? staffCode(username) },
  });
  if (second.statusCode !== 200) throw new Error(`second factor of ${username} failed: ${second.statusCode} ${second.body}`);
  return second.json();
}

/** The outbox handlers of a test app whose e-mail goes to the development mailbox. */
export const devMailboxHandlers = () => outboxHandlers({
  smtpUrl: '', mailFrom: 'no-reply@localhost', devMailbox: true, jwtSecret: '', publicBaseUrl: 'http://localhost:8080', companyName: 'Keystone RV',
});

/**
 * Delivers queued e-mail, then returns the token of the newest link to `path` sent to `to`. The test
 * app must have the development mailbox on (config `devMailbox: true`).
 */
export async function mailedToken(app: TypedApp, db: Database, to: string, path: string): Promise<string | null> {
  // A link request queues its e-mail when delivered: deliver until nothing is due.
  for (let round = 0; round < 5 && (await deliverDue(db, devMailboxHandlers())) > 0; round += 1);
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  for (const message of res.json().messages as Array<{ text: string }>) {
    const match = new RegExp(`https?://[^\\s]+${path.replace(/[/.]/g, '\\$&')}\\?token=([^\\s]+)`).exec(message.text);
    if (match) return decodeURIComponent(match[1]);
  }
  return null;
}

/**
 * Signs the named demo dealers in before a file's tests (beforeAll) and gives their tokens and a GET as
 * one of them (the first named by default). `app` is read when the tests run.
 */
export function dealersSignedIn<N extends DemoAccountName>(app: () => TypedApp, names: readonly N[]) {
  const tokens = {} as Record<N, string>;
  beforeAll(async () => {
    for (const name of names) tokens[name] = (await signInAs(app(), name)).token;
  });
  const get = (url: string, token = tokens[names[0]]) => app().inject({ method: 'GET', url, headers: bearer(token) });
  /** The signed-in dealer's point totals by point name, as the gamification service reports them. */
  const points = async (): Promise<Record<string, number>> => {
    const user = (await get('/api/mambo/v1/keystonerv_production/user/validate')).json();
    return Object.fromEntries(user.points.map((p: { point: { name: string }; total: number }) => [p.point.name, p.total]));
  };
  return { tokens, get, points };
}
