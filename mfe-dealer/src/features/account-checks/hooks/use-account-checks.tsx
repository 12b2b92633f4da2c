import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { authStore, setMyAttribute, useAuthStore, yieldWhereSupported } from '@rv/shared-lib';
import { runAccountChecks, type AccountChecks } from '../account-checks';
import { validateBrandedSiteUser, validateGamificationUser, validateLearningUser } from '../api/account-validation.resource';
import { useProfileAvatar } from './use-profile-avatar';

const AccountChecksContext = createContext<AccountChecks | null>(null);
const ReplaceImageContext = createContext<(imageUrl: string) => void>(() => undefined);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Each check's call is built in a task of its own where the browser can yield: the portal's first axios
 * calls (compiling axios as they go) would otherwise run in the task that lets the first page through.
 */
const inTaskOfItsOwn = <T,>(call: () => Promise<T>) => () => (yieldWhereSupported() ?? Promise.resolve()).then(call);
const validateBrandedSite = inTaskOfItsOwn(validateBrandedSiteUser);
const validateGamification = inTaskOfItsOwn(validateGamificationUser);
const validateLearning = inTaskOfItsOwn(validateLearningUser);

/** Runs the after-login account checks once per signed-in user and shares their answers with the pages. */
export function AccountChecksProvider({ children }: { children: ReactNode }) {
  const guid = useAuthStore((s) => s.user?.guid ?? null);
  // Kept with the user they belong to, so a new sign-in never sees the previous user's answers.
  const [answered, setAnswered] = useState<{ guid: string; checks: AccountChecks } | null>(null);
  const checks = guid && answered?.guid === guid ? answered.checks : null;
  useEffect(() => {
    const user = authStore.getState().user;
    if (!guid || !user) return undefined;
    let current = true;
    void runAccountChecks(user, {
      validateBrandedSite,
      validateGamification,
      validateLearning,
      setAttribute: setMyAttribute,
      onUserUpdated: (updated) => authStore.getState().setUser(updated),
      sleep,
    }).then((result) => {
      if (current) setAnswered({ guid, checks: result });
    });
    return () => {
      current = false;
    };
  }, [guid]);
  // A picture uploaded on the profile page replaces the checks' one at once (the navigation's avatar follows).
  const [uploaded, setUploaded] = useState<{ guid: string; imageUrl: string } | null>(null);
  useProfileAvatar(guid && uploaded?.guid === guid ? uploaded.imageUrl : checks?.gamification?.imageUrl);
  const replaceImage = useCallback((imageUrl: string) => {
    if (guid) setUploaded({ guid, imageUrl });
  }, [guid]);
  return (
    <AccountChecksContext.Provider value={checks}>
      <ReplaceImageContext.Provider value={replaceImage}>{children}</ReplaceImageContext.Provider>
    </AccountChecksContext.Provider>
  );
}

/** Shows a newly uploaded profile picture (its imageUrl from POST users/{id}/image) as the avatar. */
export function useReplaceProfileImage(): (imageUrl: string) => void {
  return useContext(ReplaceImageContext);
}

/** The account checks of the signed-in user; null until they have run. */
export function useAccountChecks(): AccountChecks | null {
  return useContext(AccountChecksContext);
}
