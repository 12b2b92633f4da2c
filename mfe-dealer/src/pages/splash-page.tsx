import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authStore } from '@rv/shared-lib';
import { splashDestination } from '../features/session/splash-destination';

/** `/ignite/sales/splash?redirectTo=`: where every full-page dealer request lands first (server 301). */
export function SplashPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const { loggedIn, authToken } = authStore.getState();
    navigate(splashDestination({ loggedIn, authToken }, params.get('redirectTo')), { replace: true });
  }, [navigate, params]);
  return (
    <section className="rv-container" aria-busy="true" aria-labelledby="dealer-splash-title">
      <h1 id="dealer-splash-title">Dealer portal</h1>
      <p>Checking your session…</p>
    </section>
  );
}
