import { serverPageRenderer } from '@rv/shared-lib/server';
import { provideBlockRenderer } from './features/content-blocks/block-renderer-source';
import { RemotePages } from './remote-pages';

/** This remote's pages drawn on the server; built for Node into dist/server/render-page.js by webpack.config.js. */
export const { configureServerRendering, renderPage } = serverPageRenderer(RemotePages);

/** The API hands over mfe-content's block renderer (its server build) before drawing a page. */
export { provideBlockRenderer };
