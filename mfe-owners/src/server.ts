import { preloadRoutedPage } from '@rv/shared-lib';
import { serverPageRenderer } from '@rv/shared-lib/server';
import { provideBlockRenderer } from './features/content-blocks/block-renderer-source';
import { loadOwnerBlocks } from './features/content-blocks/owner-block-code';
import { RemotePages } from './remote-pages';
import { pages } from './routes';

/**
 * This remote's pages drawn on the server; built for Node into dist/server/render-page.js by webpack.config.js
 * (the code the browser loads apart bundled in, with its styles): the route's page and the owner blocks are
 * loaded first, so they are drawn.
 */
export const { configureServerRendering, renderPage } = serverPageRenderer(RemotePages, {
  beforeRendering: async (page) => {
    await Promise.all([preloadRoutedPage(pages, page.pathname, page.config.companySlug), loadOwnerBlocks()]);
  },
});

/** The API hands over mfe-content's block renderer (its server build) before drawing a page. */
export { provideBlockRenderer };
