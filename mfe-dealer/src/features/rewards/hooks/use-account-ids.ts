import { useAccountChecks } from '../../account-checks/hooks/use-account-checks';

/**
 * The signed-in user's gamification (or learning) account id from the after-login checks: loading
 * while they run (the gamification check retries up to 5 times, 2 s apart), an error once they gave up.
 */
export type AccountId = { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; id: string };

export function useGamificationId(): AccountId {
  const checks = useAccountChecks();
  if (!checks) return { status: 'loading' };
  if (checks.accountSetupError || !checks.gamification?.uuid) return { status: 'error', message: 'Your rewards account is still being set up.' };
  return { status: 'success', id: checks.gamification.uuid };
}

export function useLearningId(): AccountId {
  const checks = useAccountChecks();
  if (!checks) return { status: 'loading' };
  if (!checks.learning?.id) return { status: 'error', message: 'Your learning account is not available.' };
  return { status: 'success', id: checks.learning.id };
}
