import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDealerPath, isStudioPath, matchRoute } from '@rv/shared-lib/server';
import type { ApiPlugin } from '../app-types';
import { findSingle, previewDocument, previewOf, previewScope, uidExists } from '../modules/content';
import { REMOTE_NAMES } from './remotes-config';
import { createDeclaredRoutes } from './declared-routes';
import { dealerRedirectFor } from './dealer-server-rule';
import { renderShellHtml, shellHtmlVersion, type PageHead } from './shell-html';
import { pageMeta } from './page-meta';
import { headTags, organizationJsonLd, verificationTags, type SiteVerification } from './page-head';
import { seoRoutes } from './seo-routes';
import { serviceWorkerRoutes } from './service-worker-routes';
import { drawnPagePreloads, preloadTags } from './preload-hints';
import { responseCacheFor } from '../http/response-cache';
import { readCookieConsent } from '@rv/shared-lib/server';
import { createServerRenderer } from './server-render';
import { sendCompressed } from '../http/compression';

const CONTENT_PAGE_TYPES = ['page', 'split_content', 'content_page'] as const;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|woff2?)$/;
/** The studio's staff pages are never indexed (robots.txt keeps crawlers out of /studio/ too). */
const NOINDEX = '<meta name="robots" content="noindex">';

/** Cache rule of the composition: hashed files forever, entries and manifests always revalidated. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Serves the shell, every remote's dist, /remotes.json and the HTML of every page route. */
export const webRoutes: ApiPlugin = async (app, { db, config }) => {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  for (const name of REMOTE_NAMES) {
    const root = path.join(config.webRoot, name, 'dist');
    if (!fs.existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  if (fs.existsSync(shellDist)) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/static/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }

  await app.register(seoRoutes, { db, config });
  await app.register(serviceWorkerRoutes, { db, config });

  // Which remote owns which page: the routes each remote declares (a clash stops the start here).
  const declared = await createDeclaredRoutes(config, (message) => app.log.error(message));
  app.addHook('onClose', async () => declared.close());
  const declaredRoutes = declared.current;
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return declaredRoutes().remotes;
  });

  const pages = responseCacheFor(db);
  const drawn = createServerRenderer(app, config);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const pathname = url.split('?')[0];
    const redirect = dealerRedirectFor(pathname, url, request.hostname, config.dealerHost);
    if (redirect) return reply.redirect(redirect, 301);
    const routes = declaredRoutes();
    const match = matchRoute(pathname, config.companySlug, routes.table);
    // A route's page is kept as sent while the content and catalogue revisions, its preload tags (read
    // from the remotes' manifests on disk), the server builds and the shell's index.html stay the same:
    // everything the HTML is made from (measured under load).
    const preload = match ? preloadTags(match.route.remote, routes.remotes[match.route.remote], config.webRoot) : [];
    // The layout drawn on the server shows the consent banner until the visitor has chosen.
    const cookieHeader = request.headers.cookie;
    const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const consented = readCookieConsent(cookieHeader ?? '') !== null;
    const cached = match ? await pages.slot(`page ${pathname}${search}${consented ? ' consented' : ''}`, ['content', 'catalog'], `${preload.join('')} ${drawn.version()} ${shellHtmlVersion(shellDist)} ${routes.version}`, request) : null;
    reply.header('Cache-Control', 'no-cache, no-store, must-revalidate');
    if (cached?.hit) return sendCompressed(request, reply.status(200).type(cached.hit.type), cached.hit);
    let status = match ? 200 : 404;
    // A studio preview (Authorization: Preview ...) draws with the draft, a page never published included; its page is never kept (authorized requests are not).
    const claim = previewOf(config.jwtSecret, request.headers.authorization);
    const previewed = claim ? await previewDocument(db, claim) : null;
    const lookup = match?.route.needsLookup === 'content-page' ? { types: match.route.head?.content?.types ?? CONTENT_PAGE_TYPES, uid: match.params[match.route.head?.content?.uid ?? 'slug'] } : null;
    const isPreviewed = lookup !== null && previewed !== null && (lookup.types as readonly string[]).includes(previewed.type) && previewed.uid === lookup.uid;
    if (lookup && !isPreviewed && !(await uidExists(db, lookup.types, lookup.uid))) status = 404;
    const head: PageHead = { tags: [] };
    if (match && status === 200) {
      const meta = await pageMeta(db, config, match, previewed);
      if (meta === 'not-found') status = 404;
      else if (meta) {
        const settings = await findSingle(db, 'site_settings');
        const sameAs = ((settings?.data as { social_links?: Array<{ url: string }> } | undefined)?.social_links ?? []).map((l) => l.url);
        if (match.route.name === 'index') meta.jsonLd.push(organizationJsonLd(config.companyName, config.publicBaseUrl, sameAs));
        head.title = meta.title;
        head.tags = [...headTags(meta, pathname, config.publicBaseUrl, config.companyName), ...verificationTags((settings?.data ?? null) as SiteVerification | null)];
        head.verificationDrawn = true;
      }
    }
    if (isStudioPath(pathname)) head.tags.push(NOINDEX);
    const preview = claim ? request.headers.authorization! : null;
    const renderPage = () => drawn.render({ pathname, search, status, cookieHeader, remote: match?.route.remote ?? null });
    const body = await (preview ? previewScope.run(preview, renderPage) : renderPage());
    if (match && status === 200) head.tags.push(...(body?.pageDrawn ? drawnPagePreloads(preload) : preload));
    const html = renderShellHtml(shellDist, config, status, head, body);
    // A page the server meant to draw but could not (a slow render) is not kept: the next visitor gets it drawn.
    const kept = status === 200 && (body !== null || isDealerPath(pathname) || isStudioPath(pathname)) ? cached?.store(html, 'text/html; charset=utf-8') : undefined;
    return sendCompressed(request, reply.status(status).type('text/html; charset=utf-8'), kept ?? html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsHtml || /\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0])) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendPage(request, reply);
  });
};
