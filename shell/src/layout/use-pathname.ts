import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** The current path, updated on every navigation single-spa sees; `serverPathname` is a server render's. */
export function usePathname(serverPathname = '/'): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname, () => serverPathname);
}
