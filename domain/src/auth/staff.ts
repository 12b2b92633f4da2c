/** The maker's staff accounts (apart from dealer accounts): their sign-in context and closed list of roles. */

/** Context a staff sign-in sends, as the portal's sends DEALER. */
export const STAFF_CONTEXT = 'STAFF' as const;

/** The token role every staff access token carries; each staff role follows it as `STAFF:<role>`. */
export const STAFF_TOKEN_ROLE = 'STAFF' as const;

/**
 * Every staff role, a closed list: sales reads the maker's leads report; editor, publisher and admin are
 * the content studio's; program reviews and pays dealer program claims.
 */
export const STAFF_ROLES = ['sales', 'editor', 'publisher', 'admin', 'program'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

/** A signed-in staff member as the API answers it. */
export interface StaffMember {
  username: string;
  displayName: string;
  roles: StaffRole[];
}

export interface SignedInStaff extends StaffMember {
  token: string;
  expiresAt: string;
}

/**
 * The answer to a right staff password: a second factor is needed. `code`: type the authenticator app's
 * code (or a recovery code); `enrol`: the account has none yet, so enrol one first. The challenge carries
 * the right password to the second call and expires after a few minutes.
 */
export interface StaffSecondFactorNeeded {
  secondFactor: 'code' | 'enrol';
  challenge: string;
  expiresAt: string;
}

/** A new second factor, shown once: the secret for an authenticator app (also as an otpauth URL) and the recovery codes. */
export interface StaffEnrolment {
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}
