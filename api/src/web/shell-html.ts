import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { installTags } from './page-head';

let cached: { file: string; html: string } | null = null;

export interface PageHead {
  title?: string;
  /** Tags for <head>; a description here replaces the shell's default one. */
  tags: string[];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shell's index.html with the page's head and the runtime configuration the browser needs. */
export function renderShellHtml(shellDist: string, config: AppConfig, status: number, head: PageHead = { tags: [] }): string {
  const file = path.join(shellDist, 'index.html');
  if (!cached || cached.file !== file) {
    const html = fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8')
      : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head><body><main><h1>The site is not built</h1><p>Run npm run build, then start the server again.</p></main></body></html>';
    cached = { file, html };
  }
  let html = cached.html;
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escape(head.title)}</title>`);
  if (head.tags.some((t) => t.startsWith('<meta name="description"'))) html = html.replace(/<meta name="description"[^>]*>/, '');
  // The theme colour comes with the install tags, from the same constant as the manifest's.
  html = html.replace(/<meta name="theme-color"[^>]*>/, '');
  const runtime = JSON.stringify({ companySlug: config.companySlug, companyName: config.companyName, status }).replace(/</g, '\\u003c');
  return html.replace('</head>', `${[...installTags(), ...head.tags].join('')}<script id="rv-config" type="application/json">${runtime}</script></head>`);
}
