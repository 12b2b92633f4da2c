import { createHash, randomBytes } from 'node:crypto';
import { POINT_NAMES } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import type { AuthenticatedDealer } from '../auth';
import { pointTotals } from '../rewards';
import { storeToken } from './repository';

/** The reward shop is an outside site (dealer spec: what the product does); the portal links to it with a one-time token. */
export const REWARD_SHOP_URL = 'https://shop.keystonerv-rewards.example.com/sso';
export const SHOP_TOKEN_TTL_SECONDS = 300;

/** The branded-site user of dealer spec (entities and fields): active, balance (the user's spendable points), id, username. */
export async function brandedSiteUser(ctx: ApiContext, dealer: AuthenticatedDealer) {
  const totals = await pointTotals(ctx.db, dealer.id);
  return { active: true, balance: totals.get(POINT_NAMES.SPENDABLE) ?? 0, id: dealer.guid, username: dealer.username };
}

/** A short-lived sign-on token for the shop, the balance, and the link that uses the token. */
export async function userAuthToken(ctx: ApiContext, dealer: AuthenticatedDealer) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SHOP_TOKEN_TTL_SECONDS * 1000);
  await storeToken(ctx.db, createHash('sha256').update(token).digest('hex'), dealer.id, expiresAt);
  const user = await brandedSiteUser(ctx, dealer);
  return { token, expiresAt: expiresAt.toISOString(), balance: user.balance, url: `${REWARD_SHOP_URL}?token=${encodeURIComponent(token)}` };
}
