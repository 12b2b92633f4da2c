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
