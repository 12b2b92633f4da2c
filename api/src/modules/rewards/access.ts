import { MAMBO_INVALID_UUID } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { managedTeam, type AuthenticatedDealer } from '../auth';
import { findAccountByUuid, type RewardAccount } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REWARDS_ERRORS = {
  notOnTeam: 'This gamification user is not you or on your team.',
  onlyOwn: 'Only the user may change this.',
} as const;

/**
 * The account a users/{id} call is about. A missing or malformed id is dealer spec (validation rules)'s
 * 'Invalid Mambo uuid' (400); a user sees their own data, a manager also their team's (403 otherwise).
 */
export async function accountFor(ctx: ApiContext, dealer: AuthenticatedDealer, id: string | undefined): Promise<RewardAccount> {
  if (!id || !UUID.test(id)) throw badRequest(MAMBO_INVALID_UUID, 'id');
  const account = await findAccountByUuid(ctx.db, id.toLowerCase());
  if (!account) throw notFound(`${MAMBO_INVALID_UUID}: no gamification user ${id}`);
  if (account.userId === dealer.id) return account;
  if (dealer.manager && (await managedTeam(ctx, dealer)).managedUsers.some((u) => u.guid === account.guid)) return account;
  throw new HttpError(403, REWARDS_ERRORS.notOnTeam);
}

/** Only the account's own user: uploading a profile image, marking notifications read. */
export async function ownAccount(ctx: ApiContext, dealer: AuthenticatedDealer, id: string | undefined): Promise<RewardAccount> {
  const account = await accountFor(ctx, dealer, id);
  if (account.userId !== dealer.id) throw new HttpError(403, REWARDS_ERRORS.onlyOwn);
  return account;
}
