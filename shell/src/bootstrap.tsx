import '@rv/ui-kit/tokens.css';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DrawnByServer, installRouteTable, isDealerPath, nextTask, readRuntimeConfig, reportHydrationMismatch, seedResourcesFromDocument } from '@rv/shared-lib';
import { AppLayout } from './layout/app-layout';
import { loadDealerNav } from './layout/dealer-nav-loader';
import { leaveSplashBeforeDrawing } from './start/leave-splash';
import { hasConsentChoice } from './layout/consent-banner';
import { takeServerRenderedRegion } from './layout/server-rendered-region';
import { fetchRemotesFile, routeTableOf } from './remotes/remotes-file';
import { setRemotes } from './remotes/remote-registry';
import { ownerOf, startRouting } from './root-config';
import { reportWebVitalsAfterLoad } from './vitals/report-web-vitals';
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
  leaveSplashBeforeDrawing();
  // A portal page fetches its navigation's chunk while /remotes.json is read, not once the layout renders.
  if (isDealerPath(window.location.pathname)) void loadDealerNav();
  // The service worker's offline page: the layout with a retry, and no remote for this path.
  const offline = isOfflineDocument();
  let remotesError: string | null = null;
  try {
    const remotes = await fetchRemotesFile();
    installRouteTable(routeTableOf(remotes));
    setRemotes(remotes);
  } catch (error) {
    remotesError = error instanceof Error ? error.message : 'The list of site parts could not be read.';
    console.error(remotesError);
  }
  // Composing the route table and starting the render are two tasks, not one long one (TBT).
  await nextTask();
  // The data the server drew the page with: the first render matches its HTML.
  seedResourcesFromDocument();
  const serverRegion = takeServerRenderedRegion();
  const container = document.getElementById('root') as HTMLElement;
  const usable = !remotesError && !offline;
  // The layout the server drew (consumer pages) is hydrated: React adopts its DOM rather than building it
  // again, rendering what the server did for this path and consent cookie.
  const drawn = usable && container.querySelector(':scope > [data-server-rendered] #main-content') !== null;
  // Rendered as a transition, so React yields to the browser every few milliseconds instead of blocking
  // it for the whole first render (the server's HTML stays on screen until the commit). The regions must
  // be in the DOM before single-spa mounts the first remote into one.
  await new Promise<void>((committed) => {
    startTransition(() => {
      if (drawn) {
        const layout = <AppLayout companySlug={config.companySlug} server={{ pathname: window.location.pathname, consentChosen: hasConsentChoice() }} serverRegion={serverRegion} />;
        hydrateRoot(container, <DrawnByServer data-server-rendered=""><Committed onCommit={committed}>{layout}</Committed></DrawnByServer>, { onRecoverableError: reportHydrationMismatch });
      } else {
        const layout = <AppLayout companySlug={config.companySlug} remotesError={offline ? null : remotesError} offline={offline} serverRegion={usable ? serverRegion : null} />;
        createRoot(container).render(<Committed onCommit={committed}>{layout}</Committed>);
      }
    });
  });
  // The commit and single-spa's first route change (which starts loading the page's remote): two tasks.
  await nextTask();
  if (usable) startRouting(config.companySlug);
  registerServiceWorkerAfterLoad();
  // The page's type when a metric is sent (after a client-side navigation, the page then shown).
  reportWebVitalsAfterLoad(() => ownerOf(window.location.pathname, config.companySlug) ?? 'layout');
}

void bootstrap();
