import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@rv/shared-lib/router';
import { authStore } from '@rv/shared-lib';
import { DealerApp } from '../dealer-app';

// Whole-app tests wait on real timers (the refresh lock) and run beside other projects' suites;
// the default 1 s makes them flaky on a busy machine.
configure({ asyncUtilTimeout: 3000 });

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span hidden data-testid="location">{`${pathname}${search}`}</span>;
}

/** The whole portal at a URL, as single-spa mounts it, with the current location readable. */
export function renderApp(url: string) {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <DealerApp />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, location: () => screen.getByTestId('location').textContent };
}

/** A clean session and storage before each test. */
export function resetSession() {
  authStore.getState().logout();
  authStore.setState({ isResettingPassword: false, registering: false, linkUsername: null, passwordReset: false, passwordResetError: false });
  localStorage.clear();
}
