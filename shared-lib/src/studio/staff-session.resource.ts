import { serviceClient } from '@rv/shared-lib';
import { STAFF_CONTEXT, type SignedInStaff, type StaffEnrolment, type StaffSecondFactorNeeded } from '@rv/domain/auth';

/**
 * The maker's staff session: sign-in in two steps (password, then the authenticator app's code or a
 * recovery code), enrolment of a second factor, and the session of this tab. Every staff call names its
 * own Authorization, so a dealer session's token is never sent with it.
 */

const KEY = 'rv-staff-session';
const client = () => serviceClient('middleware');

/** The staff session of this tab (sessionStorage: it ends with the tab), null when signed out or expired. */
export function storedStaff(): SignedInStaff | null {
  try {
    const staff = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SignedInStaff | null;
    return staff && Date.parse(staff.expiresAt) > Date.now() ? staff : null;
  } catch {
    return null;
  }
}

/** POST /auth/staff/signin: a right password answers that a code is needed (or an enrolment first). */
export async function staffSignIn(username: string, password: string): Promise<StaffSecondFactorNeeded> {
  return (await client().post<StaffSecondFactorNeeded>('/auth/staff/signin', { username, password, context: STAFF_CONTEXT })).data;
}

/** POST /auth/staff/enrolment: a new secret and recovery codes for an account without a second factor (shown once). */
export async function staffEnrolment(challenge: string): Promise<StaffEnrolment> {
  return (await client().post<StaffEnrolment>('/auth/staff/enrolment', { challenge })).data;
}

/** POST /auth/staff/signin/second-factor: the code completes the sign-in; the session is kept for this tab. */
export async function staffSecondFactor(challenge: string, code: string): Promise<SignedInStaff> {
  const staff = (await client().post<SignedInStaff>('/auth/staff/signin/second-factor', { challenge, code })).data;
  sessionStorage.setItem(KEY, JSON.stringify(staff));
  return staff;
}

export async function staffSignOut(staff: SignedInStaff): Promise<void> {
  sessionStorage.removeItem(KEY);
  await client().post('/auth/staff/logout', null, { headers: { Authorization: `Bearer ${staff.token}` } }).catch(() => undefined);
}

/** The request options of a call as this staff member. */
export const asStaff = (staff: Pick<SignedInStaff, 'token'>) => ({ headers: { Authorization: `Bearer ${staff.token}` } });
