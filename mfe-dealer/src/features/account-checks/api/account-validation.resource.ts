import { errorStatus, serviceClient } from '@rv/shared-lib';

/**
 * The account validations run after login (dealer spec: states and transitions; the calls). They belong to the rewards,
 * learning and branded-site modules, which may not be deployed yet: a 404 means
 * "this service is not there", answered as null rather than as a failure.
 */
async function getOrNull<T>(path: string): Promise<T | null> {
  try {
    return (await serviceClient('middleware').get<T>(path)).data;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/** Branded-site (reward shop) user of dealer spec (entities and fields). */
export interface BrandedSiteUser {
  active: boolean;
  balance: number;
  id: string;
  username: string;
}

/** Gamification user of dealer spec (entities and fields) (only the fields the portal reads here). */
export interface GamificationUser {
  uuid: string;
  imageUrl?: string | null;
  tags?: Array<{ tag?: string } | string>;
  points?: unknown[];
}

/** The learning (Northpass) person; the spec gives no shape beyond its id. */
export interface LearningUser {
  id: string;
}

/** GET /brightsites/v2/user/validate. */
export const validateBrandedSiteUser = () => getOrNull<BrandedSiteUser>('/brightsites/v2/user/validate');
/** GET /mambo/v1/keystonerv_production/user/validate. */
export const validateGamificationUser = () => getOrNull<GamificationUser>('/mambo/v1/keystonerv_production/user/validate');
/** GET /northpass/v1/krv/people/validate. */
export const validateLearningUser = () => getOrNull<LearningUser>('/northpass/v1/krv/people/validate');
