import { preloadRoutedPage } from '@rv/shared-lib';
import { serverPageRenderer } from '@rv/shared-lib/server';
import { RemotePages } from './remote-pages';
import { pages } from './routes';

/**
 * This remote's pages drawn on the server; built for Node into dist/server/render-page.js by webpack.config.js
 * (the tools the browser loads apart bundled in, with their styles): the route's page is loaded first, so it
 * is drawn, not its loading status.
 */
export const { configureServerRendering, renderPage } = serverPageRenderer(RemotePages, {
  beforeRendering: (page) => preloadRoutedPage(pages, page.pathname, page.config.companySlug),
});
