import '@rv/ui-kit/tokens.css';
import { isDealerPath, provideServerRuntimeConfig, readCookieConsent } from '@rv/shared-lib';
import { configureServerApi, isStudioPath, renderWithData, type RenderedHtml } from '@rv/shared-lib/server';
import { AppLayout } from '../layout/app-layout';
import { ConsentBanner } from '../layout/consent-banner';

/**
 * The shell's layout rendered on the server: the page's HTML arrives with the masthead,
 * the regions and the consent banner already drawn, so the first paint does not wait for the
 * JavaScript. The browser then hydrates it: the same layout, from the same data (script#rv-seed),
 * adopts this HTML (shell/src/bootstrap.tsx). Built for Node by webpack.server.js into dist/server/; the API server loads it.
 */

export interface LayoutPage {
  pathname: string;
  companySlug: string;
  companyName: string;
  /** The page's HTTP status, as script#rv-config tells the browser. */
  status: number;
  /** The request's Cookie header: with a consent choice in it, no banner. */
  cookieHeader: string | undefined;
}

export const configureServerRendering = configureServerApi;

/** Renders the layout for one page with the data it needs (what fails to load is drawn loading). */
export function renderLayout(page: LayoutPage): Promise<RenderedHtml> {
  provideServerRuntimeConfig({ companySlug: page.companySlug, companyName: page.companyName, status: page.status });
  const consentChosen = readCookieConsent(page.cookieHeader ?? '') !== null;
  if (isDealerPath(page.pathname) || isStudioPath(page.pathname)) {
    // The portal's and the studio's layouts depend on who is signed in, which only the browser knows: only the consent
    // banner (fixed to the bottom of the screen, so the portal drawn around it moves nothing) is drawn.
    return consentChosen ? Promise.resolve({ html: '', seed: {} }) : renderWithData(<ConsentBanner onDecide={() => undefined} />);
  }
  return renderWithData(<AppLayout companySlug={page.companySlug} server={{ pathname: page.pathname, consentChosen }} />);
}
