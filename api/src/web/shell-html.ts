import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { jsonScriptElement, resourceSeedScript } from '@rv/shared-lib/server';
import { fetchFirstImagePreloads } from './fetch-first-images';
import { installTags } from './page-head';
import { keepEarlyTapsScript } from './keep-early-taps';
import { fileStamp } from './file-stamp';

let cached: { file: string; stamp: number | null; html: string } | null = null;

/** Changes when the shell's index.html does (a deploy of the shell): for caches of pages made from it. */
export const shellHtmlVersion = (shellDist: string): string => String(fileStamp(path.join(shellDist, 'index.html')));

/** The layout drawn on the server (layout-render.ts), placed in #root with its data and stylesheets. */
export interface PageBody {
  html: string;
  seed: Record<string, unknown>;
  stylesheets: string[];
  /** Browser-build stylesheets whose rules `stylesheets` already hold (chunk file names). */
  coveredStylesheets?: string[];
  coveredStylesheetUrls?: Record<string, string>;
}

export interface PageHead {
  title?: string;
  /** Tags for <head>; a description here replaces the shell's default one. */
  tags: string[];
  /** The tags hold the site-verification tags of site settings (all of them, or none when none are set). */
  verificationDrawn?: boolean;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The shell's index.html with the page's head, the runtime configuration the browser needs and, when
 * the server drew the layout, that HTML in #root with its stylesheets and data (script#rv-seed, read
 * by shared-lib's resource seed before the browser's first render).
 */
export function renderShellHtml(shellDist: string, config: AppConfig, status: number, head: PageHead = { tags: [] }, body: PageBody | null = null): string {
  const file = path.join(shellDist, 'index.html');
  // Read again when a deploy replaces it (seen within FILE_STAMP_TTL_MS), as the remotes' builds are.
  const stamp = fileStamp(file);
  if (!cached || cached.file !== file || cached.stamp !== stamp) {
    const html = fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8')
      : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head><body><main><h1>The site is not built</h1><p>Run npm run build, then start the server again.</p></main></body></html>';
    cached = { file, stamp, html };
  }
  let html = cached.html;
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escape(head.title)}</title>`);
  if (head.tags.some((t) => t.startsWith('<meta name="description"'))) html = html.replace(/<meta name="description"[^>]*>/, '');
  // The theme colour comes with the install tags, from the same constant as the manifest's.
  html = html.replace(/<meta name="theme-color"[^>]*>/, '');
  const runtime = jsonScriptElement('rv-config', { companySlug: config.companySlug, companyName: config.companyName, status, ...(head.verificationDrawn ? { verificationDrawn: true } : {}) });
  const styles = (body?.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escape(href)}">`);
  // The webpack runtime (mini-css-extract) takes a style element with a chunk's file name in data-href
  // for that chunk's stylesheet, loaded: the drawn page's stylesheets hold its rules, and applying them
  // a second time would cost a style recalculation of the whole page (TBT).
  const covered = body?.coveredStylesheets ?? [];
  // data-src says where the file is served: the service worker keeps it for when the browser must draw offline.
  const urls = body?.coveredStylesheetUrls ?? {};
  const held = covered.map((file) => `<style data-href="${escape(file)}"${urls[file] ? ` data-src="${escape(urls[file])}"` : ''}></style>`);
  // The shell's entry stylesheet, linked by index.html for pages the browser draws, is one of them.
  html = html.replace(/<link rel="stylesheet" href="\/static\/([^"?]+)[^"]*"\s*\/?>/g, (tag, file: string) => (covered.includes(file) ? '' : tag));
  const headEnd = `${[...styles, ...held, ...installTags(), ...head.tags].join('')}${runtime}${body ? resourceSeedScript(body.seed) : ''}</head>`;
  // Function replacements, so a `$` in titles, data or HTML is taken as it is.
  html = html.replace('</head>', () => headEnd);
  // A drawn page keeps a tap made before its code arrives: the keeper comes first, before any stylesheet.
  const headStart = body ? [keepEarlyTapsScript(), ...fetchFirstImagePreloads(body.html)] : [];
  if (headStart.length > 0) html = html.replace(/<meta charset="utf-8"\/?>/i, (charset) => `${charset}${headStart.join('')}`);
  // Live from first paint: links work before any script and screen readers read it (shared-lib
  // DrawnByServer renders the same wrapper when the browser hydrates it).
  return body ? html.replace('<div id="root"></div>', () => `<div id="root"><div data-server-rendered>${body.html}</div></div>`) : html;
}
