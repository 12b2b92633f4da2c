import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

let cached: { file: string; html: string } | null = null;

/** The shell's index.html with the runtime configuration the browser needs, read once per process. */
export function renderShellHtml(shellDist: string, config: AppConfig, status: number): string {
  const file = path.join(shellDist, 'index.html');
  if (!cached || cached.file !== file) {
    const html = fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8')
      : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head><body><main><h1>The site is not built</h1><p>Run npm run build, then start the server again.</p></main></body></html>';
    cached = { file, html };
  }
  const runtime = JSON.stringify({ companySlug: config.companySlug, companyName: config.companyName, status }).replace(/</g, '\\u003c');
  return cached.html.replace('</head>', `<script id="rv-config" type="application/json">${runtime}</script></head>`);
}
