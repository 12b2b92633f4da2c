import { lazy, Suspense, useEffect, useState } from 'react';
import { DEALER_PREFIX, isDealerPath, isStaffPath, siteStore, useAuthStore } from '@rv/shared-lib';
import { ErrorPage } from '@rv/ui-kit';
import { ROUTE_REMOTES, ownerOf, regionId } from '../root-config';
import { loadDealerNav } from './dealer-nav-loader';
import { Footer } from './footer';
import { Masthead } from './masthead';
import { SearchOverlayHost } from './search-overlay-host';
import { ConsentBanner, hasConsentChoice } from './consent-banner';
import { usePageTracking } from './use-page-tracking';
import { RemoteSlot } from '../remotes/remote-slot';
import { usePathname } from './use-pathname';
import type { ServerRenderedRegion } from './server-rendered-region';
import { usePopupDue } from './use-popup-due';
import { OfflinePage } from '../sw/offline-page';
import { UpdatePrompt } from '../sw/update-prompt';
import styles from './app-layout.module.css';

/** The portal navigation's code is a chunk of its own, fetched on dealer pages only (bootstrap starts it early there). */
const DealerNav = lazy(loadDealerNav);

/** Dealer pages shown without the portal navigation: splash, the sign-in family and the maker's staff pages. */
export function isDealerEntryPath(pathname: string): boolean {
  return pathname === `${DEALER_PREFIX}/splash` || pathname === `${DEALER_PREFIX}/login` || pathname.startsWith(`${DEALER_PREFIX}/login/`) || isStaffPath(pathname);
}

/**
 * Whether a dealer page shows the portal navigation: every page but the entry pages, and the splash too
 * when the visitor is signed in. A signed-in full load lands on the splash (the server's 301) and goes on
 * at once to a portal page; drawn without the navigation, the splash moved the whole page 220 px to the
 * right when the navigation arrived with the page (a layout shift of 0.17 on a desktop screen).
 */
export function showsDealerNav(pathname: string, signedIn: boolean): boolean {
  if (!isDealerPath(pathname)) return false;
  return !isDealerEntryPath(pathname) || (signedIn && pathname === `${DEALER_PREFIX}/splash`);
}

/** Consumer spec (screens and routes): the footer shows only when the path contains /summary in the consumer layout. */
export function showsFooter(pathname: string): boolean {
  return !isDealerPath(pathname) && pathname.includes('/summary');
}

interface AppLayoutProps {
  companySlug: string;
  /** Set when /remotes.json could not be read: the layout still shows, with this message. */
  remotesError?: string | null;
  /** Set on the service worker's offline document: the main area shows the offline page. */
  offline?: boolean;
  /** A server render's page path and the visitor's consent choice (from the request's cookie). */
  server?: { pathname: string; consentChosen: boolean };
  /** The page the server drew into a remote's region: kept there until that remote hydrates it. */
  serverRegion?: ServerRenderedRegion | null;
}

/**
 * The consumer and dealer layouts around one <main>: the element and its remote regions stay the
 * same across navigation, so mounted remotes are never torn out of the page.
 */
export function AppLayout({ companySlug, remotesError = null, offline = false, server, serverRegion = null }: AppLayoutProps) {
  const pathname = usePathname(server?.pathname);
  const dealer = isDealerPath(pathname);
  const owner = ownerOf(pathname, companySlug);
  // The portal's pages and the studio's (which draws its own frame) show no masthead, search or pop-up of the site.
  const bare = dealer || owner === 'mfe-studio';
  useEffect(() => siteStore.getState().applyPath(pathname), [pathname]);
  usePageTracking(pathname);
  const [consentChosen, setConsentChosen] = useState(() => server?.consentChosen ?? hasConsentChoice());
  // The same string on every render, so React never writes it again once the remote has replaced it.
  const [kept] = useState(serverRegion);
  const keptHtml = (id: string) => (kept?.id === id ? { dangerouslySetInnerHTML: { __html: kept.html } } : {});
  const popupDue = usePopupDue(consentChosen && !bare && !remotesError);
  useEffect(() => {
    document.documentElement.dataset.layout = dealer ? 'dealer' : 'consumer';
  }, [dealer]);

  const signedIn = useAuthStore((s) => s.loggedIn);
  const withNav = showsDealerNav(pathname, signedIn);
  let header = <Masthead pathname={pathname} />;
  // The navigation is fixed in place and its space is the container's padding: nothing moves when it arrives.
  if (bare) header = withNav ? <Suspense fallback={null}><DealerNav pathname={pathname} /></Suspense> : <></>;

  return (
    <div className={withNav ? styles.dealer : styles.consumer}>
      <a className={styles.skip} href="#main-content">Skip to content</a>
      {header}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {remotesError ? (
          <div className={styles.alert} role="alert">
            <h1>Part of the site is unavailable</h1>
            <p>{remotesError} Please try again in a few minutes.</p>
          </div>
        ) : null}
        {ROUTE_REMOTES.map((remote) => <div key={remote} id={regionId(remote)} className={styles.region} {...keptHtml(regionId(remote))} />)}
        {offline ? <OfflinePage pathname={pathname} /> : null}
        {owner === null && !remotesError && !offline ? <ErrorPage statusCode={404} /> : null}
      </main>
      {showsFooter(pathname) ? <Footer /> : null}
      {bare ? null : <SearchOverlayHost />}
      {/* The pop-up waits for the consent choice (so the two never cover each other) and for the page's first load. */}
      {popupDue && !dealer ? <RemoteSlot remote="mfe-forms" exposed="popup-form" quiet /> : null}
      {consentChosen ? null : <ConsentBanner onDecide={() => setConsentChosen(true)} />}
      <UpdatePrompt />
    </div>
  );
}
