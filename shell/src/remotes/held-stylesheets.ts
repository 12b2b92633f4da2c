import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Whether the page the server drew already holds this stylesheet's rules (a style[data-href] marker, api/src/web/shell-html.ts). */
export function isHeldStylesheet(url: string, doc: Document = document): boolean {
  const path = url.split(/[?#]/)[0];
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.endsWith('.css') && [...doc.querySelectorAll('head style[data-href]')].some((marker) => marker.getAttribute('data-href') === file);
}

/** A federation runtime plugin that skips a remote's stylesheets the drawn page already holds: applying them again restyles the whole page. */
export const SKIP_HELD_STYLESHEETS: ModuleFederationRuntimePlugin = {
  name: 'rv-skip-held-stylesheets',
  beforePreloadRemote({ preloadOps }) {
    for (const op of preloadOps) {
      const previous = op.filter;
      op.filter = (url: string) => !isHeldStylesheet(url) && (previous ? previous(url) : true);
    }
  },
};
