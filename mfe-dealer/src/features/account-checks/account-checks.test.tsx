import { GAMIFICATION_RETRY, retryEvery, runAccountChecks, type AccountCheckDeps } from './account-checks';
import { validateGamificationUser } from './api/account-validation.resource';
import { mockApi } from '@rv/shared-lib/testing';
import type { DealerUser } from '@rv/shared-lib';

const attrs = (northpassId?: string) => (northpassId ? [{ code: 'NORTHPASS_USER_ID', value: northpassId, name: 'Northpass User Id', sequence: 1 }] : []);

function deps(overrides: Partial<AccountCheckDeps> = {}): AccountCheckDeps {
  return {
    validateBrandedSite: jest.fn().mockResolvedValue({ active: true, balance: 10, id: 'b1', username: 'demo.sales' }),
    validateGamification: jest.fn().mockResolvedValue({ uuid: 'm1', imageUrl: '/img.png' }),
    validateLearning: jest.fn().mockResolvedValue({ id: 'np-2' }),
    setAttribute: jest.fn().mockResolvedValue({ username: 'demo.sales' } as DealerUser),
    onUserUpdated: jest.fn(),
    sleep: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

describe('after-login account checks (dealer spec: states and transitions)', () => {
  it('validates the three accounts and updates NORTHPASS_USER_ID when the learning id differs', async () => {
    const d = deps();
    const result = await runAccountChecks({ attributes: attrs('np-1') }, d);
    expect(result).toEqual({ brandedSite: expect.objectContaining({ id: 'b1' }), gamification: expect.objectContaining({ uuid: 'm1' }), learning: { id: 'np-2' }, accountSetupError: false });
    expect(d.setAttribute).toHaveBeenCalledWith('NORTHPASS_USER_ID', 'np-2');
    expect(d.onUserUpdated).toHaveBeenCalledWith({ username: 'demo.sales' });
  });

  it('leaves NORTHPASS_USER_ID alone when it matches, and when there is no learning account', async () => {
    const same = deps({ validateLearning: jest.fn().mockResolvedValue({ id: 'np-1' }) });
    await runAccountChecks({ attributes: attrs('np-1') }, same);
    expect(same.setAttribute).not.toHaveBeenCalled();
    const none = deps({ validateLearning: jest.fn().mockResolvedValue(null) });
    await runAccountChecks({ attributes: [] }, none);
    expect(none.setAttribute).not.toHaveBeenCalled();
  });

  it('retries the gamification check every 2 s, 5 attempts, then clears the user and flags an account setup error', async () => {
    const d = deps({ validateGamification: jest.fn().mockRejectedValue(new Error('down')) });
    const result = await runAccountChecks({ attributes: [] }, d);
    expect(d.validateGamification).toHaveBeenCalledTimes(GAMIFICATION_RETRY.attempts);
    expect(d.sleep).toHaveBeenCalledTimes(4);
    expect(d.sleep).toHaveBeenCalledWith(2000);
    expect(result).toMatchObject({ gamification: null, accountSetupError: true, learning: { id: 'np-2' } });
  });

  it('stops retrying as soon as an attempt succeeds', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(new Error('1')).mockRejectedValueOnce(new Error('2')).mockResolvedValue('ok');
    await expect(retryEvery(attempt, 5, 2000, async () => undefined)).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('one failing service does not stop the others', async () => {
    const d = deps({ validateBrandedSite: jest.fn().mockRejectedValue(new Error('500')), setAttribute: jest.fn().mockRejectedValue(new Error('500')) });
    await expect(runAccountChecks({ attributes: [] }, d)).resolves.toMatchObject({ brandedSite: null, gamification: { uuid: 'm1' } });
  });

  it('a 404 (the service is not there yet) answers null, other errors reject', async () => {
    mockApi({});
    await expect(validateGamificationUser()).resolves.toBeNull();
    mockApi({ 'GET /api/mambo/v1/keystonerv_production/user/validate': { status: 500, data: {} } });
    await expect(validateGamificationUser()).rejects.toBeTruthy();
  });
});
