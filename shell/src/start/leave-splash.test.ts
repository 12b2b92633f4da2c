import { authStore } from '@rv/shared-lib';
import { leaveSplashBeforeDrawing } from './leave-splash';

const token = (expSeconds: number) => `x.${btoa(JSON.stringify({ sub: 'demo.sales', exp: expSeconds })).replace(/=+$/, '')}.y`;

function signIn(expSeconds: number) {
  authStore.setState({ loggedIn: true, authToken: token(expSeconds) });
}

afterEach(() => {
  authStore.setState({ loggedIn: false, authToken: null });
  window.history.replaceState(null, '', '/');
});

describe('leaving the splash before the first render', () => {
  it('takes a signed-in full load straight to the portal page it was for', () => {
    signIn(Date.now() / 1000 + 600);
    window.history.replaceState(null, '', `/ignite/sales/splash?${new URLSearchParams({ redirectTo: '/ignite/sales/incentives?tab=open' })}`);
    leaveSplashBeforeDrawing();
    expect(window.location.pathname + window.location.search).toBe('/ignite/sales/incentives?tab=open');
  });

  it('leaves an expired session on the splash, whose page refreshes it or sends the dealer to sign in', () => {
    signIn(Date.now() / 1000 - 1);
    window.history.replaceState(null, '', '/ignite/sales/splash?redirectTo=%2Fignite%2Fsales%2Fdashboard');
    leaveSplashBeforeDrawing();
    expect(window.location.pathname).toBe('/ignite/sales/splash');
  });

  it('leaves a visitor who is not signed in on the splash', () => {
    window.history.replaceState(null, '', '/ignite/sales/splash?redirectTo=%2Fignite%2Fsales%2Fdashboard');
    leaveSplashBeforeDrawing();
    expect(window.location.pathname).toBe('/ignite/sales/splash');
  });

  it('never leaves for another site', () => {
    signIn(Date.now() / 1000 + 600);
    window.history.replaceState(null, '', '/ignite/sales/splash?redirectTo=%2F%2Fevil.example.com%2F');
    leaveSplashBeforeDrawing();
    expect(window.location.pathname).toBe('/ignite/sales/dashboard');
  });

  it('does nothing on any other page', () => {
    signIn(Date.now() / 1000 + 600);
    window.history.replaceState(null, '', '/product?redirectTo=%2Fignite%2Fsales%2Fdashboard');
    leaveSplashBeforeDrawing();
    expect(window.location.pathname + window.location.search).toBe('/product?redirectTo=%2Fignite%2Fsales%2Fdashboard');
  });
});
