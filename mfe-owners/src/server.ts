import { serverPageRenderer } from '@rv/shared-lib/server';
import { RemotePages } from './remote-pages';

/** This remote's pages drawn on the server; built for Node into dist/server/render-page.js by webpack.config.js. */
export const { configureServerRendering, renderPage } = serverPageRenderer(RemotePages);
