import { testAppPerFile, testDbKind } from '../../../test/test-app';
import { DEMO_ACCOUNTS } from '../../seed/accounts/demo-accounts';
import { deliverDue } from '../../outbox/outbox';
import { devMailboxHandlers } from '../../../test/auth-testing';

const { noSpiffs, teammate } = DEMO_ACCOUNTS;

describe(`development mailbox, nothing configured (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  it('answers 404: a reset link can never be read by whoever asked for it', async () => {
    await ctx().app.inject({ method: 'POST', url: '/api/auth/password/token', payload: { username: noSpiffs.username, context: 'DEALER' } });
    for (const url of ['/api/dev/mailbox', `/api/dev/mailbox?to=${noSpiffs.email}`]) {
      expect((await ctx().app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe(`development mailbox with DEV_MAILBOX=true (${testDbKind})`, () => {
  const ctx = testAppPerFile({ config: { devMailbox: true } });

  it('lists only the messages of the address asked for, and refuses to list them all', async () => {
    for (const account of [noSpiffs, teammate]) {
      await ctx().app.inject({ method: 'POST', url: '/api/auth/password/token', payload: { username: account.username, context: 'DEALER' } });
    }
    await deliverDue(ctx().db, devMailboxHandlers());
    const all = await ctx().app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toMatch(/to is required/);
    const mine = (await ctx().app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(noSpiffs.email.toUpperCase())}` })).json();
    expect(mine.messages.length).toBeGreaterThan(0);
    expect(mine.messages.every((m: { to: string }) => m.to.toLowerCase() === noSpiffs.email.toLowerCase())).toBe(true);
  });
});
