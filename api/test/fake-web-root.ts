import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHELL_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Keystone RV</title><link rel="stylesheet" href="/static/main.0a1b2c3d4e.css?f00d"/></head><body><div id="root"></div></body></html>';

export function writeBuild(dir: string, entry: string, source: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${entry}.js`), source);
  const covers = [`${entry}-chunk.abcdef0123.css`, ...(entry === 'render-layout' ? ['main.0a1b2c3d4e.css'] : [])];
  fs.writeFileSync(path.join(dir, 'server-assets.json'), JSON.stringify({ [entry]: { css: [`${entry}.0123456789.css`], covers } }));
}

/**
 * A web root (WEB_ROOT) with the shell's page, a stand-in layout server build and a stand-in mfe-catalog
 * page server build (CommonJS sources given by the test), for tests of pages drawn on the server.
 */
export function fakeWebRoot(sources: { layout: string; catalogPage: string }): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-server-render-'));
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
  writeBuild(path.join(webRoot, 'shell', 'dist', 'server'), 'render-layout', sources.layout);
  writeBuild(path.join(webRoot, 'mfe-catalog', 'dist', 'server'), 'render-page', sources.catalogPage);
  fs.writeFileSync(path.join(webRoot, 'mfe-catalog', 'dist', 'mf-manifest.json'), JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'spa', path: './spa', assets: { js: { sync: ['spa.0123456789.js'] }, css: { sync: ['spa.0123456789.css'] } } }],
  }));
  return webRoot;
}
