import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@rv/shared-lib/router';
import { authStore, decodeToken, isTokenExpired, refreshSession, serverNow, splashDestination } from '@rv/shared-lib';

/** `/ignite/sales/splash?redirectTo=`: where every full-page dealer request lands first (server 301). */
export function SplashPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    const go = () => {
      const { loggedIn, authToken } = authStore.getState();
      if (active) navigate(splashDestination({ loggedIn, authToken }, params.get('redirectTo')), { replace: true });
    };
    const { loggedIn, authToken, refreshToken } = authStore.getState();
    // A reload after the 15-minute access token ran out must not cost the session: refresh first.
    if (loggedIn && refreshToken && isTokenExpired(decodeToken(authToken), serverNow())) void refreshSession().catch(() => undefined).finally(go);
    else go();
    return () => {
      active = false;
    };
  }, [navigate, params]);
  return (
    <section className="rv-container" aria-busy="true" aria-labelledby="dealer-splash-title">
      <h1 id="dealer-splash-title">Dealer portal</h1>
      <p>Checking your session…</p>
    </section>
  );
}
