import { areSpiffsDisabled } from '@rv/domain/auth';
import { testAppPerFile, testDbKind } from '../../../test/test-app';
import { signInAs } from '../../../test/auth-testing';
import { seedDealers } from '../dealer-network';
import { DEMO_ACCOUNTS, GENERATED_USER_PASSWORD } from './demo-accounts';

jest.setTimeout(30_000);

describe(`seeded dealer accounts (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  it('has one organization per seeded dealer, numbered and branded like the dealer network', async () => {
    const { rows } = await ctx().db.query<{ dealership_number: string; dealership_name: string; brand_codes: string[] }>(
      'SELECT dealership_number, dealership_name, brand_codes FROM organizations ORDER BY dealership_number',
    );
    const dealers = seedDealers();
    expect(rows.map((r) => r.dealership_number)).toEqual(dealers.map((d) => d.dealerNumber).sort());
    for (const dealer of dealers) {
      const org = rows.find((r) => r.dealership_number === dealer.dealerNumber);
      expect({ name: org?.dealership_name, brands: org?.brand_codes }).toEqual({ name: dealer.name, brands: dealer.brandCodes });
    }
  });

  it('every registered demo account signs in with its documented password', async () => {
    for (const name of ['salesperson', 'manager', 'teammate', 'noSpiffs', 'otherDealership'] as const) {
      const user = await signInAs(ctx().app, name);
      expect(user.organizations.map((o) => o.dealershipNumber)).toEqual(DEMO_ACCOUNTS[name].dealerships);
    }
  });

  it('the no-spiffs account belongs to an organization with DISABLE_SPIFFS true; the salesperson does not', async () => {
    expect(areSpiffsDisabled((await signInAs(ctx().app, 'noSpiffs')).organizations)).toBe(true);
    expect(areSpiffsDisabled((await signInAs(ctx().app, 'salesperson')).organizations)).toBe(false);
  });

  it('generated dealership users sign in with the shared password', async () => {
    const { rows } = await ctx().db.query<{ username: string }>(
      "SELECT u.username FROM users u JOIN user_organizations uo ON uo.user_id = u.id JOIN organizations o ON o.id = uo.organization_id WHERE o.dealership_number = 'D1010' AND u.user_type = 'MANAGER'",
    );
    expect(rows).toHaveLength(1);
    const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: rows[0].username, password: GENERATED_USER_PASSWORD, context: 'DEALER' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().manager).toBe(true);
  });

  it('the unregistered account exists without a password', async () => {
    const { rows } = await ctx().db.query<{ registered: boolean }>(
      'SELECT password_hash IS NOT NULL AS registered FROM users WHERE username = $1', [DEMO_ACCOUNTS.unregistered.username]);
    expect(rows).toEqual([{ registered: false }]);
  });
});
