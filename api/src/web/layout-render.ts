import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { isDealerPath } from '@rv/shared-lib/routing/route-table';

/** What shell/src/server/render-layout.tsx exports (built into shell/dist/server/render-layout.js). */
interface LayoutRendererModule {
  configureServerRendering(fetchApi: (url: string) => Promise<{ status: number; body: unknown }>): void;
  renderLayout(page: { pathname: string; companySlug: string; companyName: string; status: number; cookieHeader: string | undefined }): Promise<{ html: string; seed: Record<string, unknown> }>;
}

/** The layout's HTML for one page, the data it was drawn from and the stylesheets it needs in <head>. */
export interface ServerRenderedLayout {
  html: string;
  seed: Record<string, unknown>;
  stylesheets: string[];
}

export interface LayoutPageRequest {
  pathname: string;
  status: number;
  cookieHeader: string | undefined;
}

export interface LayoutRenderer {
  render(page: LayoutPageRequest): Promise<ServerRenderedLayout | null>;
  /** Changes when the layout's server build does (a deploy), for caches of rendered pages. */
  version(): string;
}

/** A page is sent without its layout drawn rather than wait longer than this for the layout's data. */
export const LAYOUT_RENDER_TIMEOUT_MS = 1000;

interface LoadedModule {
  mtimeMs: number;
  module: LayoutRendererModule;
  stylesheets: string[];
}

/**
 * Server rendering of the shell's layout (issue 12). Loads the shell's server build from
 * `<shellDist>/server/` (again after a deploy changes it) and renders the consumer layout with the
 * data it asks the API for, answered in process. Dealer pages are not drawn on the server: their
 * navigation depends on who is signed in, which only the browser knows. Without a server build, or
 * when rendering fails or takes too long, the page goes out as before (the browser draws everything),
 * so a rendering problem never costs a page.
 */
export function createLayoutRenderer(app: FastifyInstance, shellDist: string, company: { companySlug: string; companyName: string }): LayoutRenderer {
  const file = path.join(shellDist, 'server', 'render-layout.js');
  const assetsFile = path.join(shellDist, 'server', 'server-assets.json');
  let loaded: LoadedModule | null = null;

  const load = (): LoadedModule | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    const require = createRequire(file);
    delete require.cache[file];
    const module = require(file) as LayoutRendererModule;
    const assets = JSON.parse(fs.readFileSync(assetsFile, 'utf8')) as Record<string, { css?: string[] }>;
    module.configureServerRendering(async (url) => {
      const response = await app.inject({ method: 'GET', url });
      let body: unknown = null;
      try {
        body = response.json();
      } catch {
        body = response.body;
      }
      return { status: response.statusCode, body };
    });
    loaded = { mtimeMs, module, stylesheets: (assets['render-layout']?.css ?? []).map((css) => `/static/server/${css}`) };
    return loaded;
  };

  const render = async (page: LayoutPageRequest): Promise<ServerRenderedLayout | null> => {
    if (isDealerPath(page.pathname)) return null;
    let renderer: LoadedModule | null;
    try {
      renderer = load();
    } catch (error) {
      app.log.error({ err: error }, 'the shell layout server build could not be loaded');
      return null;
    }
    if (!renderer) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), LAYOUT_RENDER_TIMEOUT_MS);
    });
    try {
      const rendered = await Promise.race([renderer.module.renderLayout({ ...company, ...page }), timeout]);
      return rendered ? { ...rendered, stylesheets: renderer.stylesheets } : null;
    } catch (error) {
      app.log.warn({ err: error, path: page.pathname }, 'the layout could not be rendered on the server; the page is sent for the browser to draw');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  const version = () => {
    try {
      return String(fs.statSync(file).mtimeMs);
    } catch {
      return 'none';
    }
  };
  return { render, version };
}
