import '@rv/shared-lib/ui/tokens.css';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig, seedResourcesFromDocument } from '@rv/shared-lib';
import { AppLayout } from './layout/app-layout';
import { takeServerRenderedRegion } from './layout/server-rendered-region';
import { fetchRemotesFile } from './remotes/remotes-file';
import { setRemotes } from './remotes/remote-registry';
import { startRouting } from './root-config';
import { isOfflineDocument } from './sw/offline-document';
import { registerServiceWorkerAfterLoad } from './sw/after-load';

/** Calls onCommit once its children are in the DOM. */
function Committed({ children, onCommit }: { children: ReactNode; onCommit(): void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** Reads /remotes.json, renders the layout, then hands routing to single-spa. */
async function bootstrap(): Promise<void> {
  const config = readRuntimeConfig();
  // The service worker's offline page: the layout with a retry, and no remote for this path.
  const offline = isOfflineDocument();
  let remotesError: string | null = null;
  try {
    setRemotes(await fetchRemotesFile());
  } catch (error) {
    remotesError = error instanceof Error ? error.message : 'The list of site parts could not be read.';
    console.error(remotesError);
  }
  // The data the server drew the layout with: the first render matches its HTML, which it replaces in one commit.
  seedResourcesFromDocument();
  const serverRegion = takeServerRenderedRegion();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // Rendered as a transition, so React yields to the browser every few milliseconds instead of blocking
  // it for the whole first render (the server's HTML stays on screen until the commit). The regions must
  // be in the DOM before single-spa mounts the first remote into one.
  const layout = <AppLayout companySlug={config.companySlug} remotesError={offline ? null : remotesError} offline={offline} serverRegion={remotesError || offline ? null : serverRegion} />;
  await new Promise<void>((committed) => startTransition(() => root.render(<Committed onCommit={committed}>{layout}</Committed>)));
  if (!remotesError && !offline) startRouting(config.companySlug);
  registerServiceWorkerAfterLoad();
}

void bootstrap();
