import { createHash } from 'node:crypto';
import type { StaffRole } from '@rv/domain/auth';
/**
 * The demo accounts of the seeded database, listed in DEMO-ACCOUNTS.md (api/src/modules/auth) and
 * used by the API and browser tests. Passwords are demo-only: the seed hashes them with bcrypt.
 */
export interface DemoAccount {
  username: string;
  /** null: provisioned but not registered yet; registration sets the password. */
  password: string | null;
  firstName: string;
  lastName: string;
  email: string;
  userType: 'SALESPERSON' | 'MANAGER';
  /** Dealer numbers, own dealership first; a manager's further ones are the dealerships managed. */
  dealerships: string[];
  salespersonId?: string;
  firstTimeModalDisplayed?: 'true' | 'false';
}

/** Dealerships whose organization carries DISABLE_SPIFFS = 'true' (dealer spec: validation rules). */
export const SPIFFS_DISABLED_DEALERSHIPS = ['D1003', 'D1013', 'D1023', 'D1033', 'D1043', 'D1053'];

export const DEMO_ACCOUNTS = {
  salesperson: {
    username: 'demo.sales', password: 'Sales#2026', firstName: 'Sam', lastName: 'Sellers', email: 'demo.sales@dealers.example.com',
    userType: 'SALESPERSON', dealerships: ['D1001'], salespersonId: 'SP-D1001-01', firstTimeModalDisplayed: 'false',
  },
  manager: {
    username: 'demo.manager', password: 'Manager#2026', firstName: 'Morgan', lastName: 'Mason', email: 'demo.manager@dealers.example.com',
    userType: 'MANAGER', dealerships: ['D1001', 'D1002'], salespersonId: 'SP-D1001-00', firstTimeModalDisplayed: 'true',
  },
  teammate: {
    username: 'demo.sales2', password: 'Sales#2026', firstName: 'Taylor', lastName: 'Tran', email: 'demo.sales2@dealers.example.com',
    userType: 'SALESPERSON', dealerships: ['D1002'], salespersonId: 'SP-D1002-01', firstTimeModalDisplayed: 'true',
  },
  noSpiffs: {
    username: 'demo.nospiffs', password: 'NoSpiffs#2026', firstName: 'Nora', lastName: 'Nash', email: 'demo.nospiffs@dealers.example.com',
    userType: 'SALESPERSON', dealerships: ['D1003'], salespersonId: 'SP-D1003-01', firstTimeModalDisplayed: 'true',
  },
  otherDealership: {
    username: 'demo.other', password: 'Other#2026', firstName: 'Oscar', lastName: 'Olsen', email: 'demo.other@dealers.example.com',
    userType: 'SALESPERSON', dealerships: ['D1004'], salespersonId: 'SP-D1004-01', firstTimeModalDisplayed: 'true',
  },
  unregistered: {
    username: 'demo.register', password: null, firstName: 'Riley', lastName: 'Rhodes', email: 'demo.register@dealers.example.com',
    userType: 'SALESPERSON', dealerships: ['D1001'], salespersonId: 'SP-D1001-02',
  },
} as const satisfies Record<string, DemoAccount>;

/** Password of every generated (non-demo) dealership user. */
export const GENERATED_USER_PASSWORD = 'Dealer#2026';

/**
 * A manager of D1003 (Pleasureland RV of Goshen, the nearest portal dealer to ZIP 46526): the leads inbox's
 * demo, assigning leads to demo.nospiffs. Seeded after the generated accounts, so their ids stay as they were.
 */
export const DEMO_LEADS_MANAGER: DemoAccount = {
  username: 'demo.goshen', password: 'Goshen#2026', firstName: 'Gale', lastName: 'Gordon', email: 'demo.goshen@dealers.example.com',
  userType: 'MANAGER', dealerships: ['D1003'], salespersonId: 'SP-D1003-00', firstTimeModalDisplayed: 'true',
};

/**
 * The maker's demo staff (listed in DEMO-ACCOUNTS.md): one per role of the closed list in @rv/domain/auth,
 * each with a second factor already enrolled: its TOTP secret (base32, for an authenticator app or a test's
 * code) and the recovery codes of demoRecoveryCodes.
 */
export const DEMO_STAFF: ReadonlyArray<{ username: string; password: string; displayName: string; email: string; roles: StaffRole[]; totpSecret: string }> = [
  { username: 'staff.sales', password: 'Staff#Sales2026', displayName: 'Dana Reyes', email: 'staff.sales@maker.example.com', roles: ['sales'], totpSecret: 'VO7IY3B4A5UMB4GSTLXAEVTCGD7KY3AR' },
  { username: 'staff.editor', password: 'Staff#Editor2026', displayName: 'Eli Brooks', email: 'staff.editor@maker.example.com', roles: ['editor'], totpSecret: 'J4WH3MWMHSB6XHHOME4DMMJ2IQAD7I5C' },
  { username: 'staff.publisher', password: 'Staff#Publish2026', displayName: 'Pat Quinn', email: 'staff.publisher@maker.example.com', roles: ['editor', 'publisher'], totpSecret: 'APY6TR7J3L5L4FVS72WDQS724J63O4FB' },
  { username: 'staff.programs', password: 'Staff#Program2026', displayName: 'Robin Hale', email: 'staff.programs@maker.example.com', roles: ['program'], totpSecret: 'LUSAC5OC2Y7DHAEGS7DTA2BQOGD5TCFI' },
  { username: 'staff.admin', password: 'Staff#Admin2026', displayName: 'Ada Stone', email: 'staff.admin@maker.example.com', roles: ['admin'], totpSecret: 'NHJCH4TD75D2B55TSLRVR6NNTKS3XUXS' },
];

/** The ten recovery codes of a demo staff account: derived from its username, so tests and people can read them. */
export function demoRecoveryCodes(username: string): string[] {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return Array.from({ length: 10 }, (_, n) => {
    const letters = [...createHash('sha256').update(`demo-recovery:${username}:${n + 1}`).digest()].slice(0, 10).map((byte) => alphabet[byte % 32]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}
