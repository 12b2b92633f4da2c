import { useEffect } from 'react';
import { useNavigate } from '@rv/shared-lib/router';
import { authStore, createIdleTimer, dealerRoutes, handleIdleTimeout, IDLE_TIMEOUT_MS, useAuthStore, validateSession } from '@rv/shared-lib';

/** Dealer spec (states and transitions) idle: after 2 hours without activity, validate -> refresh -> or log out and go to login. */
export function useIdleSession(timeoutMs: number = IDLE_TIMEOUT_MS): void {
  const signedIn = useAuthStore((s) => s.user !== null);
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = createIdleTimer(() => {
      void handleIdleTimeout({
        validate: validateSession,
        logout: () => authStore.getState().logout('idle'),
        goToLogin: () => navigate(dealerRoutes.login(), { replace: true }),
      });
    }, timeoutMs);
    return () => timer.stop();
  }, [signedIn, navigate, timeoutMs]);
}
