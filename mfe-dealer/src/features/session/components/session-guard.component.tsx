import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@rv/shared-lib/router';
import { authStore, guardDealerRoute, isDealerPath, ROUTE_GUARD_FALLBACK_MS, sessionCheckSettled, validateSession, yieldWhereSupported } from '@rv/shared-lib';

/**
 * Applies the route guards of dealer spec (states and transitions) (shared-lib `guardDealerRoute`) on every navigation,
 * again after the 2 s fallback timer, and whenever the session starts or ends (a refresh that fails
 * after a 401 logs out, and the page must then go to login). Pages show only once the guard lets them.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Ready for one location only, so a new location never shows its page before the guard has run.
  const key = `${pathname}${search}`;
  // A location the guard lets through as it stands (a full load of a portal page, signed in) shows its page
  // in the first render, not after a render of the placeholder and a second pass from the guard's effect.
  const [readyFor, setReadyFor] = useState<string | null>(() =>
    (guardDealerRoute({ pathname, search, session: authStore.getState() }).kind === 'allow' ? key : null));
  // A link token sets its mode once: after the password is set the user signs in while the token
  // is still in the URL, and entering reset mode again would clear that new session.
  const appliedLink = useRef<string | null>(null);

  const check = useCallback(() => {
    // The page the guard lets through is drawn in a transition: React renders it in slices that leave the
    // phone's main thread free between them, instead of one long task.
    const letThrough = () => startTransition(() => setReadyFor(key));
    const state = authStore.getState();
    state.setDealer(isDealerPath(pathname));
    const decision = guardDealerRoute({ pathname, search, session: state });
    if (decision.kind === 'redirect') {
      // A redirect (the splash's to the dashboard on every full load) replaces the URL, which single-spa
      // answers by rerouting and both routers by rendering: in a task of its own where the browser can
      // yield, not in the one that ran the portal's first effects. Meanwhile the guard still shows no page;
      // a navigation made in between (sign-out's to login) wins, as it did when the redirect came first.
      const from = window.location.href;
      const redirect = () => {
        if (window.location.href === from) navigate(decision.to, { replace: true });
      };
      const yielded = yieldWhereSupported();
      if (yielded) void yielded.then(redirect);
      else redirect();
    } else if (decision.kind === 'validate') {
      setReadyFor(null);
      validateSession().then(
        letThrough,
        () => navigate(decision.onFailure, { replace: true }),
      );
    } else {
      if (decision.kind === 'link-mode' && appliedLink.current !== decision.token) {
        appliedLink.current = decision.token;
        if (decision.mode === 'REGISTRATION') state.startRegistration(decision.username);
        else state.startPasswordReset(decision.username);
      }
      letThrough();
    }
  }, [pathname, search, key, navigate]);

  useEffect(() => {
    let active = true;
    check();
    const fallback = setTimeout(check, ROUTE_GUARD_FALLBACK_MS);
    const unsubscribe = authStore.subscribe((now, before) => {
      if (now.loggedIn === before.loggedIn && now.authToken === before.authToken) return;
      const settling = sessionCheckSettled();
      if (settling) void settling.then(() => active && check());
      else check();
    });
    return () => {
      active = false;
      clearTimeout(fallback);
      unsubscribe();
    };
  }, [check]);

  if (readyFor !== key) {
    return (
      <section className="rv-container" aria-busy="true" aria-label="Dealer portal">
        <p>Checking your session…</p>
      </section>
    );
  }
  return <>{children}</>;
}
