import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { authStore, setMyAttribute, useAuthStore } from '@rv/shared-lib';
import { runAccountChecks, type AccountChecks } from '../account-checks';
import { validateBrandedSiteUser, validateGamificationUser, validateLearningUser } from '../api/account-validation.resource';

const AccountChecksContext = createContext<AccountChecks | null>(null);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the after-login account checks once per signed-in user and shares their answers with the pages. */
export function AccountChecksProvider({ children }: { children: ReactNode }) {
  const guid = useAuthStore((s) => s.user?.guid ?? null);
  const [checks, setChecks] = useState<AccountChecks | null>(null);
  useEffect(() => {
    const user = authStore.getState().user;
    if (!guid || !user) return undefined;
    let current = true;
    void runAccountChecks(user, {
      validateBrandedSite: validateBrandedSiteUser,
      validateGamification: validateGamificationUser,
      validateLearning: validateLearningUser,
      setAttribute: setMyAttribute,
      onUserUpdated: (updated) => authStore.getState().setUser(updated),
      sleep,
    }).then((result) => {
      if (!current) return;
      setChecks(result);
      authStore.getState().setProfileExtras({ avatarUrl: result.gamification?.imageUrl ?? null });
    });
    return () => {
      current = false;
    };
  }, [guid]);
  return <AccountChecksContext.Provider value={guid ? checks : null}>{children}</AccountChecksContext.Provider>;
}

/** The account checks of the signed-in user; null until they have run. */
export function useAccountChecks(): AccountChecks | null {
  return useContext(AccountChecksContext);
}
