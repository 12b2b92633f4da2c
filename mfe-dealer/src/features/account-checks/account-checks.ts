import { northpassAttributeUpdate, type DealerUser, type LoggedInUser } from '@rv/shared-lib';
import type { BrandedSiteUser, GamificationUser, LearningUser } from './api/account-validation.resource';

/** Dealer spec (states and transitions; constants and limits): the gamification account check retries every 2 s, at most 5 attempts. */
export const GAMIFICATION_RETRY = { attempts: 5, delayMs: 2000 } as const;

export interface AccountChecks {
  brandedSite: BrandedSiteUser | null;
  gamification: GamificationUser | null;
  learning: LearningUser | null;
  /** Set when the gamification account could not be validated after every attempt. */
  accountSetupError: boolean;
}

export interface AccountCheckDeps {
  validateBrandedSite(): Promise<BrandedSiteUser | null>;
  validateGamification(): Promise<GamificationUser | null>;
  validateLearning(): Promise<LearningUser | null>;
  setAttribute(code: string, value: string): Promise<DealerUser>;
  onUserUpdated(user: DealerUser): void;
  sleep(ms: number): Promise<void>;
}

/** Tries `attempt` up to `attempts` times, `delayMs` apart; rejects with the last failure. */
export async function retryEvery<T>(attempt: () => Promise<T>, attempts: number, delayMs: number, sleep: (ms: number) => Promise<void>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= attempts) throw error;
      await sleep(delayMs);
    }
  }
}

/**
 * After login or current-user load (dealer spec: states and transitions): validate the branded-site, gamification and
 * learning accounts; when the learning user id differs from NORTHPASS_USER_ID, update the attribute.
 * One failing service never stops the others.
 */
export async function runAccountChecks(user: Pick<LoggedInUser, 'attributes'>, deps: AccountCheckDeps): Promise<AccountChecks> {
  const brandedSite = deps.validateBrandedSite().catch(() => null);
  const gamification = retryEvery(deps.validateGamification, GAMIFICATION_RETRY.attempts, GAMIFICATION_RETRY.delayMs, deps.sleep).then(
    (value) => ({ value, error: false }),
    () => ({ value: null, error: true }),
  );
  const learning = deps.validateLearning().catch(() => null);
  const learningUser = await learning;
  const update = northpassAttributeUpdate(user.attributes, learningUser?.id);
  if (update) {
    try {
      deps.onUserUpdated(await deps.setAttribute(update.code, update.value));
    } catch {
      // The attribute is written again after the next sign-in; the portal works without it.
    }
  }
  const game = await gamification;
  return { brandedSite: await brandedSite, gamification: game.value, learning: learningUser, accountSetupError: game.error };
}
