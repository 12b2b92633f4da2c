import { serviceClient } from '@rv/shared-lib';

/** GET /brightsites/v2/user/user-auth-token: the points balance and a signed-in link to the reward shop. */
export interface RewardShopToken {
  token: string;
  expiresAt: string;
  balance: number;
  url: string;
}

export const fetchRewardShopToken = async () => (await serviceClient('middleware').get<RewardShopToken>('/brightsites/v2/user/user-auth-token')).data;
