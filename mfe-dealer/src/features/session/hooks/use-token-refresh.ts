import { useEffect } from 'react';
import { decodeToken, refreshSession, serverNow, useAuthStore } from '@rv/shared-lib';

/** Refresh this long before the access token expires, so calls never go out with a dead token. */
export const REFRESH_AHEAD_MS = 60_000;

/**
 * Access tokens live 15 minutes, so while signed in the refresh exchange runs shortly before exp,
 * sparing calls their 401 and retry; a failed exchange logs out inside refreshSession. exp is judged by the
 * server's time (serverNow): by this browser's clock, 16 minutes fast, every new token looked expired and
 * was refreshed at once, dozens of times a second.
 */
export function useTokenRefresh(): void {
  const authToken = useAuthStore((s) => s.authToken);
  const hasRefresh = useAuthStore((s) => Boolean(s.refreshToken));
  useEffect(() => {
    const exp = decodeToken(authToken)?.exp;
    if (!authToken || !hasRefresh || typeof exp !== 'number') return undefined;
    const wait = Math.max(0, exp * 1000 - serverNow() - REFRESH_AHEAD_MS);
    const timer = setTimeout(() => void refreshSession().catch(() => undefined), wait);
    return () => clearTimeout(timer);
  }, [authToken, hasRefresh]);
}
