import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { RenderedHtml, ResourceSeedScope, ServerPageRenderer } from '@rv/shared-lib/server';
import { DRAWN_PAGE_ATTRIBUTE } from '@rv/shared-lib/server';
import type { RemoteName } from '@rv/shared-lib/server';
import { REMOTE_NAMES, localBuild, readBuildContract, readRemotesConfig, refusalOf, type LocalBuild } from './remotes-config';
import { fileStamp } from './file-stamp';
import { loadServerBuild } from './load-server-build';
import { serverRenderDuration, startTimer } from '../metrics/metrics';
import { currentRequestId, inSpan, traceHeaders } from '../tracing/tracing';
import { previewScope } from '../modules/content';

/** What the shell's server build exports (shell/src/server/render-layout.tsx -> dist/server/render-layout.js). */
interface LayoutModule {
  configureServerRendering: ServerPageRenderer['configureServerRendering'];
  renderLayout(page: { pathname: string; companySlug: string; companyName: string; status: number; cookieHeader: string | undefined }): Promise<RenderedHtml>;
}

/** The page drawn on the server: HTML for #root, the data it was drawn from and the stylesheets it needs in <head>. */
export interface ServerRenderedPage {
  html: string;
  seed: Record<string, unknown>;
  stylesheets: string[];
  /** The browser builds' stylesheets (chunk file names) whose every rule `stylesheets` already holds. */
  coveredStylesheets: string[];
  /** Where each covered stylesheet is served, for the service worker to keep for pages the browser draws offline. */
  coveredStylesheetUrls: Record<string, string>;
  /** Whether the route's page was drawn too (with its remote's stylesheets), not the layout alone. */
  pageDrawn: boolean;
}

export interface ServerPageRequest {
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  status: number;
  cookieHeader: string | undefined;
  /** The remote that owns the route, when one does. */
  remote: RemoteName | null;
}

export interface ServerRenderer {
  render(page: ServerPageRequest): Promise<ServerRenderedPage | null>;
  /** Changes when a server build changes (a deploy), for caches of rendered pages. */
  version(): string;
}

/** The remote whose content-block renderer other remotes' pages draw their blocks with. */
const BLOCK_RENDERER_REMOTE: RemoteName = 'mfe-content';

/** mfe-content's server build: its block renderer for another remote's page, drawn with that page's config. */
interface BlockRendererLender {
  serverBlockRenderer?(config: Parameters<ServerPageRenderer['renderPage']>[0]['config']): unknown;
}

/** mfe-owners' server build: takes that renderer before drawing a page (null: its blocks are left to the browser). */
interface BlockRendererTaker {
  provideBlockRenderer?(renderer: unknown): void;
}

/** A page is sent for the browser to draw rather than wait longer than this for its data. */
export const SERVER_RENDER_TIMEOUT_MS = 1000;

interface Build<M> {
  module: M;
  stylesheets: string[];
  /** The browser build's stylesheets that `stylesheets` hold in full (webpack.preset.js ServerAssetsPlugin). */
  covers: string[];
  /** The build's own copy of the resource seed (null from a build older than that), for pages that draw its components. */
  seedScope: ResourceSeedScope | null;
}

/**
 * Loads one part's server build from its dist/server folder, again when a deploy changes it, with the
 * stylesheets it lists in server-assets.json (served under `publicPrefix`).
 */
function serverBuild<M extends { configureServerRendering: LayoutModule['configureServerRendering'] }>(app: FastifyInstance, dir: string, entry: string, publicPrefix: string) {
  const file = path.join(dir, `${entry}.js`);
  const assetsFile = path.join(dir, 'server-assets.json');
  let loaded: (Build<M> & { stamp: string }) | null = null;
  // Both files: a build writes only the files whose content changed, so a change to styles alone
  // leaves the script as it was and renames the stylesheet in server-assets.json.
  const stamp = () => {
    const script = fileStamp(file);
    const assets = fileStamp(assetsFile);
    return script === null || assets === null ? null : `${script}:${assets}`;
  };
  return {
    version: () => stamp() ?? 'none',
    load(): Build<M> | null {
      const current = stamp();
      if (current === null) return null;
      if (loaded?.stamp === current) return loaded;
      const module = loadServerBuild(file) as M;
      const assets = JSON.parse(fs.readFileSync(assetsFile, 'utf8')) as Record<string, { css?: string[]; covers?: string[] }>;
      const seedScope = module.configureServerRendering(async ({ method, url, body }) => {
        const reqId = currentRequestId();
        const preview = previewScope.getStore();
        const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...(reqId ? { 'x-request-id': reqId } : {}), ...(preview ? { authorization: preview } : {}), ...traceHeaders() };
        const response = await app.inject({ method: method as 'GET', url, payload: body, headers });
        let parsed: unknown;
        try {
          parsed = response.json();
        } catch {
          parsed = response.body;
        }
        return { status: response.statusCode, body: parsed };
      }) as ResourceSeedScope | undefined;
      loaded = { stamp: current, module, stylesheets: (assets[entry]?.css ?? []).map((css) => `${publicPrefix}${css}`), covers: assets[entry]?.covers ?? [], seedScope: seedScope ?? null };
      return loaded;
    },
  };
}

/**
 * Puts a remote's page HTML into its (empty) region of the layout's HTML, marked as drawn by the server.
 * The wrapper has no box of its own and is live from first paint (links are plain `<a href>`, screen
 * readers read it); its marker tells the remote's lifecycles (shared-lib DrawnByServer) that the region
 * holds a drawn page to hydrate.
 */
export function fillRegion(layoutHtml: string, remote: RemoteName, pageHtml: string): string {
  const region = new RegExp(`(<div id="rv-region-${remote}"[^>]*)></div>`);
  return layoutHtml.replace(region, (_all, open: string) => `${open} data-server-rendered><div ${DRAWN_PAGE_ATTRIBUTE} style="display:contents">${pageHtml}</div></div>`);
}

/**
 * Server rendering of consumer pages: the shell's layout and the route's page from its remote's server build, with
 * their data, so the first content arrives as HTML. On dealer pages only the consent banner (the browser knows who
 * is signed in). Without a server build, or on a failure or timeout, the browser draws the page as before.
 */
export function createServerRenderer(app: FastifyInstance, config: AppConfig): ServerRenderer {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  const layout = serverBuild<LayoutModule>(app, path.join(shellDist, 'server'), 'render-layout', '/static/server/');
  // One per build folder: remotes.json may point a remote at a build kept beside its current one.
  const builds = new Map<string, ReturnType<typeof serverBuild<ServerPageRenderer>>>();
  const remoteBuild = (local: LocalBuild) => {
    let build = builds.get(local.dir);
    if (!build) {
      build = serverBuild<ServerPageRenderer>(app, path.join(local.dir, 'server'), 'render-page', `${local.prefix}server/`);
      builds.set(local.dir, build);
    }
    return build;
  };
  const servedBuild = (remote: RemoteName) => localBuild(config.webRoot, remote, readRemotesConfig(config)[remote]);
  const refusalsLogged = new Set<string>();
  const company = { companySlug: config.companySlug, companyName: config.companyName };

  /** A remote's server build when this server serves it and the shell accepts it (else it is left to the browser). */
  const loadServed = (remote: RemoteName): { build: Build<ServerPageRenderer>; prefix: string } | null => {
    const local = servedBuild(remote);
    if (!local) return null;
    // A remote built for other versions of the shared packages than the shell's is not drawn here either
    // (the browser refuses it and shows its fallback); said once per build and reason.
    const refusal = refusalOf(config.webRoot, remote, readBuildContract(local.dir));
    if (refusal) {
      if (!refusalsLogged.has(`${local.dir} ${refusal}`)) app.log.error(refusal);
      refusalsLogged.add(`${local.dir} ${refusal}`);
      return null;
    }
    const build = remoteBuild(local).load();
    return build ? { build, prefix: local.prefix } : null;
  };

  const renderPage = async (remote: RemoteName | null, page: ServerPageRequest): Promise<(RenderedHtml & { stylesheets: string[]; coveredUrls: Record<string, string> }) | null> => {
    const served = remote && loadServed(remote);
    if (!remote || !served) return null;
    const { build, prefix } = served;
    const pageConfig = { ...company, status: page.status };
    const parts = [{ build, prefix }];
    const seedScopes: ResourceSeedScope[] = [];
    // mfe-owners draws its content blocks with mfe-content's renderer: its server build gets that remote's,
    // and the page links that remote's stylesheet too. Without it, the blocks are left to the browser. The
    // blocks that read data read it through that build's own copy of the resource seed: the page is drawn
    // with it too, so they are drawn with their data, and the browser starts from it.
    const taker = build.module as ServerPageRenderer & BlockRendererTaker;
    if (typeof taker.provideBlockRenderer === 'function') {
      const lender = remote === BLOCK_RENDERER_REMOTE ? null : loadServed(BLOCK_RENDERER_REMOTE);
      const renderer = lender && (lender.build.module as ServerPageRenderer & BlockRendererLender).serverBlockRenderer?.(pageConfig);
      taker.provideBlockRenderer(renderer ?? null);
      if (lender && renderer) {
        parts.push(lender);
        if (lender.build.seedScope) seedScopes.push(lender.build.seedScope);
      }
    }
    try {
      const rendered = await build.module.renderPage({ pathname: page.pathname, search: page.search, config: pageConfig, seedScopes });
      return {
        ...rendered,
        stylesheets: parts.flatMap((part) => part.build.stylesheets),
        coveredUrls: Object.fromEntries(parts.flatMap((part) => part.build.covers.map((file) => [file, `${part.prefix}${file}`]))),
      };
    } catch (error) {
      app.log.warn({ err: error, path: page.pathname }, `${remote} could not draw the page on the server; the browser will`);
      return null;
    }
  };

  const renderAll = async (page: ServerPageRequest): Promise<ServerRenderedPage | null> => {
    const shell = layout.load();
    if (!shell) return null;
    const [drawnLayout, drawnPage] = await Promise.all([
      shell.module.renderLayout({ ...company, pathname: page.pathname, status: page.status, cookieHeader: page.cookieHeader }),
      renderPage(page.remote, page),
    ]);
    const shellUrls = Object.fromEntries(shell.covers.map((file) => [file, `/static/${file}`]));
    if (!drawnPage || !page.remote) return { ...drawnLayout, stylesheets: shell.stylesheets, coveredStylesheets: shell.covers, coveredStylesheetUrls: shellUrls, pageDrawn: false };
    return {
      html: fillRegion(drawnLayout.html, page.remote, drawnPage.html),
      seed: { ...drawnLayout.seed, ...drawnPage.seed },
      stylesheets: [...shell.stylesheets, ...drawnPage.stylesheets],
      coveredStylesheets: [...shell.covers, ...Object.keys(drawnPage.coveredUrls)],
      coveredStylesheetUrls: { ...shellUrls, ...drawnPage.coveredUrls },
      pageDrawn: true,
    };
  };

  /** Drawn within its time or not at all; timed by page type and result, in a span of its own when tracing. */
  const render = (page: ServerPageRequest): Promise<ServerRenderedPage | null> => inSpan('render page', { 'rv.page_type': page.remote ?? 'layout' }, async () => {
    const done = startTimer(serverRenderDuration);
    const drawn = await renderInTime(page);
    done({ page_type: page.remote ?? 'layout', result: drawn ? (drawn.pageDrawn ? 'drawn' : 'layout_only') : 'fallback' });
    return drawn;
  });

  const renderInTime = async (page: ServerPageRequest): Promise<ServerRenderedPage | null> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), SERVER_RENDER_TIMEOUT_MS);
    });
    try {
      const drawn = await Promise.race([renderAll(page), timeout]);
      return drawn?.html ? drawn : null;
    } catch (error) {
      app.log.warn({ err: error, path: page.pathname }, 'the page could not be drawn on the server; the browser will');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  const version = () => [layout.version(), ...REMOTE_NAMES.map((remote) => {
    const local = servedBuild(remote);
    return local ? `${local.dir}:${remoteBuild(local).version()}` : 'elsewhere';
  })].join(' ');
  return { render, version };
}
