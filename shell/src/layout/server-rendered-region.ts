/** A remote's page as the server drew it into the remote's region (issue 12). */
export interface ServerRenderedRegion {
  /** The region element's id (rv-region-<remote>). */
  id: string;
  html: string;
}

/**
 * The region the server drew the route's page into, read from the page before the browser's first
 * render replaces the server's HTML. The layout keeps that HTML in the region, so the page stays on
 * screen (nothing moves, nothing flashes) until its remote has loaded and mounts over it.
 */
export function takeServerRenderedRegion(doc: Document = document): ServerRenderedRegion | null {
  const region = doc.querySelector<HTMLElement>('#root [data-server-rendered] [id^="rv-region-"][data-server-rendered]');
  return region && region.innerHTML ? { id: region.id, html: region.innerHTML } : null;
}
