import bcrypt from 'bcryptjs';
import { changesUnderKey, usernameKey } from '@rv/domain/account';
import type { Database } from '../../db/database';
import type { SeedDealer, Seeder } from '../types';
import type { Random } from '../random';
import { seedDealers } from '../dealer-network';
import { BCRYPT_COST, storeRecoveryCodes } from '../../modules/auth';
import { DEMO_ACCOUNTS, DEMO_LEADS_MANAGER, DEMO_STAFF, demoRecoveryCodes, GENERATED_USER_PASSWORD, SPIFFS_DISABLED_DEALERSHIPS, type DemoAccount } from './demo-accounts';

const FIRST = ['Alex', 'Jordan', 'Casey', 'Jamie', 'Drew', 'Avery', 'Parker', 'Quinn', 'Reese', 'Hayden', 'Logan', 'Emerson'];
const LAST = ['Hansen', 'Miller', 'Garcia', 'Nguyen', 'Schmidt', 'Johnson', 'Baker', 'Lopez', 'Clark', 'Young', 'Wright', 'Peters'];

// One hash per distinct password: seeding runs for every API test database. Same cost as
// passwords.ts, so sign-in timing is the same for seeded, registered and unknown accounts.
const hashes = new Map<string, string>();
function hashOf(password: string): string {
  if (!hashes.has(password)) hashes.set(password, bcrypt.hashSync(password, BCRYPT_COST));
  return hashes.get(password) as string;
}

function guid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[random.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Two salespeople and a manager per dealership, except those the demo manager runs. */
function generatedAccounts(dealers: SeedDealer[], random: Random): DemoAccount[] {
  const demoManaged = new Set<string>(DEMO_ACCOUNTS.manager.dealerships);
  return dealers.flatMap((dealer) => {
    const domain = dealer.email.split('@')[1];
    const number = dealer.dealerNumber.toLowerCase();
    const roles: Array<DemoAccount['userType']> = demoManaged.has(dealer.dealerNumber) ? ['SALESPERSON', 'SALESPERSON'] : ['MANAGER', 'SALESPERSON', 'SALESPERSON'];
    return roles.map((userType, index) => {
      const firstName = random.pick(FIRST);
      const lastName = random.pick(LAST);
      const handle = `${firstName[0]}${lastName}`.toLowerCase();
      return {
        username: `${handle}.${number}.${index + 1}`, password: GENERATED_USER_PASSWORD, firstName, lastName,
        email: `${handle}.${index + 1}@${domain}`, userType, dealerships: [dealer.dealerNumber],
        salespersonId: `SP-${dealer.dealerNumber}-${String(index + 10)}`, firstTimeModalDisplayed: 'true',
      };
    });
  });
}

/** Dealership organizations for every seeded dealer, their users, and the demo accounts. */
export const accountsSeeder: Seeder = {
  name: 'dealer-accounts',
  async run(db: Database, random: Random) {
    const dealers = seedDealers();
    await db.query(
      `INSERT INTO organizations (dealership_number, dealership_name, brand_codes, addresses)
       SELECT x.number, x.name, ARRAY(SELECT jsonb_array_elements_text(x.brands)), x.addresses
       FROM jsonb_to_recordset($1::jsonb) AS x(number text, name text, brands jsonb, addresses jsonb)`,
      [JSON.stringify(dealers.map((d) => ({
        number: d.dealerNumber, name: d.name, brands: d.brandCodes,
        addresses: [{ street: d.street, city: d.city, state: d.state, zip: d.zip, country: d.country }],
      })))],
    );
    await db.query(
      `INSERT INTO organization_attributes (organization_id, code, value, name, sequence)
       SELECT id, 'DISABLE_SPIFFS', CASE WHEN dealership_number = ANY($1) THEN 'true' ELSE 'false' END, 'Disable Spiffs', 1 FROM organizations`,
      [SPIFFS_DISABLED_DEALERSHIPS],
    );
    const accounts: DemoAccount[] = [...Object.values(DEMO_ACCOUNTS), ...generatedAccounts(dealers, random), DEMO_LEADS_MANAGER];
    await insertAccounts(db, accounts, random);
    const { rows: staff } = await db.query<{ id: string; username: string }>(
      `INSERT INTO staff_accounts (username, display_name, email, password_hash, roles, totp_secret, totp_confirmed_at)
       SELECT x.username, x.display_name, x.email, x.password_hash, ARRAY(SELECT jsonb_array_elements_text(x.roles)), x.totp_secret, now()
       FROM jsonb_to_recordset($1::jsonb) AS x(username text, display_name text, email text, password_hash text, roles jsonb, totp_secret text)
       RETURNING id, username`,
      [JSON.stringify(DEMO_STAFF.map((s) => ({
        username: s.username, display_name: s.displayName, email: s.email, password_hash: hashOf(s.password), roles: s.roles, totp_secret: s.totpSecret,
      })))],
    );
    for (const member of staff) await storeRecoveryCodes(db, member.id, demoRecoveryCodes(member.username));
  },
};

/** The stored key of a provisioned username; a name its key would spell differently is never provisioned. */
function provisionedKey(username: string): string {
  if (changesUnderKey(username)) throw new Error(`Username "${username}" changes under its key (NFKC, lower case); provision it plainly spelt.`);
  return usernameKey(username);
}

async function insertAccounts(db: Database, accounts: DemoAccount[], random: Random): Promise<void> {
  await db.query(
    `INSERT INTO users (guid, username, username_key, email, first_name, last_name, user_type, password_hash, registered_at, password_changed_at)
     SELECT x.guid, x.username, x.username_key, x.email, x.first_name, x.last_name, x.user_type, x.password_hash,
            CASE WHEN x.password_hash IS NULL THEN NULL ELSE now() END, CASE WHEN x.password_hash IS NULL THEN NULL ELSE now() END
     FROM jsonb_to_recordset($1::jsonb) AS x(guid uuid, username text, username_key text, email text, first_name text, last_name text, user_type text, password_hash text)`,
    [JSON.stringify(accounts.map((a) => ({
      guid: guid(random), username: a.username, username_key: provisionedKey(a.username), email: a.email, first_name: a.firstName, last_name: a.lastName,
      user_type: a.userType, password_hash: a.password ? hashOf(a.password) : null,
    })))],
  );
  await db.query(
    `INSERT INTO user_organizations (user_id, organization_id, sequence)
     SELECT u.id, o.id, x.sequence FROM jsonb_to_recordset($1::jsonb) AS x(username text, number text, sequence int)
     JOIN users u ON u.username = x.username JOIN organizations o ON o.dealership_number = x.number`,
    [JSON.stringify(accounts.flatMap((a) => a.dealerships.map((number, sequence) => ({ username: a.username, number, sequence }))))],
  );
  const attributes = accounts.flatMap((a) => [
    a.firstTimeModalDisplayed && { username: a.username, code: 'FIRST_TIME_MODAL_DISPLAYED', value: a.firstTimeModalDisplayed, name: 'First Time Modal Displayed', sequence: 1 },
    a.salespersonId && { username: a.username, code: 'SALESPERSON_ID', value: a.salespersonId, name: 'Salesperson Id', sequence: 2 },
  ].filter(Boolean));
  await db.query(
    `INSERT INTO user_attributes (user_id, code, value, name, sequence)
     SELECT u.id, x.code, x.value, x.name, x.sequence FROM jsonb_to_recordset($1::jsonb) AS x(username text, code text, value text, name text, sequence int)
     JOIN users u ON u.username = x.username`,
    [JSON.stringify(attributes)],
  );
}
