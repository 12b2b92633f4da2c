import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../app-types';
import { iconFile } from './app-icons';
import { MANIFEST_PATH, webAppManifest } from './app-manifest';
import { renderShellHtml } from './shell-html';

/** Where the shell build puts the service worker (shell/webpack.config.js, InjectManifest swDest). */
export const SERVICE_WORKER_FILE = path.join('service-worker', 'sw.js');
/**
 * The marker that makes the shell show its offline page (shell/src/sw/offline-document.ts reads it;
 * the service worker strips it to open a remembered floorplan page).
 */
export const OFFLINE_MARKER = '<meta name="rv-offline" content="true">';

/**
 * The service worker at /sw.js (root scope, never cached by the browser so a deploy is seen on the
 * next check), the offline document it precaches, the web app manifest and its icons.
 */
export const serviceWorkerRoutes: ApiPlugin = async (app, { config }) => {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');

  app.get('/sw.js', async (_request, reply) => {
    let script: Buffer;
    try {
      script = await fs.readFile(path.join(shellDist, SERVICE_WORKER_FILE));
    } catch {
      return reply.status(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('The service worker is not built: run npm run build -- shell.');
    }
    return reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Service-Worker-Allowed', '/')
      .send(script);
  });

  app.get('/offline.html', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return renderShellHtml(shellDist, config, 200, { tags: [OFFLINE_MARKER, '<meta name="robots" content="noindex">'] });
  });

  app.get(MANIFEST_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('application/manifest+json; charset=utf-8');
    return JSON.stringify(webAppManifest(config));
  });

  const IconParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,60}\\.(svg|png)$' }) });
  app.get('/icons/:name', { schema: { params: IconParams } }, async (request, reply) => {
    const icon = iconFile(request.params.name);
    if (!icon) return reply.status(404).type('text/plain; charset=utf-8').send(`No icon named "${request.params.name}".`);
    return reply.header('Cache-Control', 'public, max-age=604800').type(icon.type).send(icon.body);
  });
};
