import type { ComponentType } from 'react';
import { preloadRoutedPage, provideServerRuntimeConfig, type BlockRendererProps } from '@rv/shared-lib';
import { serverPageRenderer, type ServerPage } from '@rv/shared-lib/server';
import { BlockRenderer } from './features/blocks/block-renderer.component';
import { RemotePages } from './remote-pages';
import { pages } from './routes';

/**
 * This remote's pages drawn on the server; built for Node into dist/server/render-page.js by webpack.config.js
 * (the pages the browser loads apart bundled in, with their styles): the route's page is loaded first, so it
 * is drawn, not its loading status.
 */
export const { configureServerRendering, renderPage } = serverPageRenderer(RemotePages, {
  beforeRendering: (page) => preloadRoutedPage(pages, page.pathname, page.config.companySlug),
});

/**
 * The block renderer (`./block-renderer` in the browser) for another remote's page drawn on the server
 * (mfe-owners'): this build's own copy of shared-lib reads links' paths from that page's config.
 */
export function serverBlockRenderer(config: ServerPage['config']): ComponentType<BlockRendererProps> {
  provideServerRuntimeConfig(config);
  return BlockRenderer;
}
