import { preloadRoutedPage } from '@rv/shared-lib';
import { serverPageRenderer } from '@rv/shared-lib/server';
import { provideBlockRenderer } from './features/content-blocks/block-renderer-source';
import { RemotePages } from './remote-pages';
import { pages } from './routes';

/**
 * This remote's pages drawn on the server; built for Node into dist/server/render-page.js by webpack.config.js
 * (its lazy pages bundled in, with their styles): the route's page code is loaded first, so it is drawn.
 */
export const { configureServerRendering, renderPage } = serverPageRenderer(RemotePages, {
  beforeRendering: (page) => preloadRoutedPage(pages, page.pathname, page.config.companySlug),
});

/** The API hands over mfe-content's block renderer (its server build) before drawing a page. */
export { provideBlockRenderer };
