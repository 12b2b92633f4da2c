import { createRoot } from 'react-dom/client';
import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { loadExposed, RemoteFallback, remoteLocation, setRemoteLocations, type Lifecycles, type RemoteMountProps, type RemoteName } from '@rv/shared-lib';
import type { RemotesFile } from './remotes-file';
import { SKIP_HELD_STYLESHEETS } from './held-stylesheets';
import { REPORT_LOAD_ERRORS } from './report-load-errors';
import { YIELD_BETWEEN_STEPS } from './yield-between-steps';
import { PROVIDED_VERSIONS } from './provided-versions';


export const REMOTE_LABELS: Record<RemoteName, string> = {
  'mfe-catalog': 'this part of the catalogue',
  'mfe-content': 'this page',
  'mfe-owners': 'owner support',
  'mfe-forms': 'this form',
  'mfe-dealer': 'the dealer portal',
  'mfe-studio': 'the studio',
};

let pluginsRegistered = false;

/**
 * Registers the remotes of /remotes.json in shared-lib's one registry, with the shell's federation
 * plugins; a remote built for other versions of the shared packages than `provided` is refused there.
 */
export function setRemotes(file: RemotesFile, provided = PROVIDED_VERSIONS): void {
  if (!pluginsRegistered) {
    // The shell's own federation instance, and each remote's, created when its entry runs.
    registerPlugins([YIELD_BETWEEN_STEPS, SKIP_HELD_STYLESHEETS, REPORT_LOAD_ERRORS]);
    registerGlobalPlugins([YIELD_BETWEEN_STEPS]);
    pluginsRegistered = true;
  }
  setRemoteLocations(file, provided);
}


/**
 * Whether the page's HTML preloaded this remote's files (api/src/web/preload-hints.ts). A preload that
 * failed stays in the document's preload cache and answers the next request for the same file with the
 * same failure, so a retry of such a remote must load a fresh document instead.
 */
export function remoteWasPreloaded(remote: RemoteName, doc: Document = document): boolean {
  const location = remoteLocation(remote);
  if (!location) return false;
  const folder = new URL(location.entry, doc.baseURI).href.replace(/[^/]*$/, '');
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.startsWith(folder));
}

export { resetRemote } from '@rv/shared-lib';

/** Lifecycles that show the fallback with a retry in the remote's own region. */
export function fallbackLifecycles(remote: RemoteName, retry: () => void): Lifecycles & { unload(): Promise<void> } {
  const roots = new Map<HTMLElement, ReturnType<typeof createRoot>>();
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }: RemoteMountProps) => {
      const root = createRoot(domElement);
      roots.set(domElement, root);
      root.render(<RemoteFallback label={REMOTE_LABELS[remote]} onRetry={retry} />);
    },
    unmount: async ({ domElement }: RemoteMountProps) => {
      roots.get(domElement)?.unmount();
      roots.delete(domElement);
    },
    unload: async () => undefined,
  };
}

/**
 * A remote's single-spa lifecycles, never rejecting: a remote that fails to load, or throws while
 * mounting, shows the fallback in its region and the rest of the page keeps working.
 */
export async function loadRouteLifecycles(remote: RemoteName, retry: () => void): Promise<Lifecycles & { unload(): Promise<void> }> {
  try {
    const module = await loadExposed<{ default?: Lifecycles } & Partial<Lifecycles>>(remote, 'spa');
    const lifecycles = (module.default ?? module) as Lifecycles;
    const fallback = fallbackLifecycles(remote, retry);
    let failed = false;
    return {
      bootstrap: (props) => lifecycles.bootstrap(props).catch(() => undefined),
      mount: async (props) => {
        try {
          failed = false;
          await lifecycles.mount(props);
        } catch (error) {
          console.error(`${remote} failed to mount`, error);
          failed = true;
          await fallback.mount(props);
        }
      },
      unmount: async (props) => {
        if (failed) await fallback.unmount(props);
        else await lifecycles.unmount(props).catch(() => undefined);
      },
      unload: async () => undefined,
    };
  } catch (error) {
    console.error(`${remote} failed to load`, error);
    return fallbackLifecycles(remote, retry);
  }
}
