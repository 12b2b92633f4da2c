import { registerApplication, start, unloadApplication } from 'single-spa';
import { matchRoute, REMOTE_NAMES, type RemoteName } from '@rv/shared-lib';
import { loadRouteLifecycles, remoteWasPreloaded, resetRemote } from './remotes/remote-registry';

/** Remotes that own routes; each is one single-spa application active on its routes. */
export const ROUTE_REMOTES: readonly RemoteName[] = REMOTE_NAMES;

export function regionId(remote: RemoteName): string {
  return `rv-region-${remote}`;
}

export function ownerOf(pathname: string, companySlug: string): RemoteName | null {
  return matchRoute(pathname, companySlug)?.route.remote ?? null;
}

/** The single-spa root config: register every route-owning remote, then start routing. */
export function startRouting(companySlug: string): void {
  for (const remote of ROUTE_REMOTES) {
    const retry = () => {
      // Its failed preloads would answer the retry with the same failure: a fresh page load asks again.
      if (remoteWasPreloaded(remote)) {
        window.location.reload();
        return;
      }
      resetRemote(remote);
      void unloadApplication(remote);
    };
    registerApplication({
      name: remote,
      app: () => loadRouteLifecycles(remote, retry),
      activeWhen: (location) => ownerOf(location.pathname, companySlug) === remote,
      customProps: () => ({ domElement: document.getElementById(regionId(remote)) as HTMLElement }),
    });
  }
  start({ urlRerouteOnly: true });
}
