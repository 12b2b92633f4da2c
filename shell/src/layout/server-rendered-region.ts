/** A remote's page as the server drew it into the remote's region. */
export interface ServerRenderedRegion {
  /** The region element's id (rv-region-<remote>). */
  id: string;
  html: string;
}

/**
 * The region the server drew the route's page into, read from the page before the browser's first
 * render. The layout keeps that HTML in the region (hydrating the layout leaves it as it is; a layout
 * rendered afresh puts it back), so the page stays on screen, nothing moving or flashing, until its
 * remote has loaded and hydrates it (or, when it cannot, renders over it).
 */
export function takeServerRenderedRegion(doc: Document = document): ServerRenderedRegion | null {
  const region = doc.querySelector<HTMLElement>('#root [data-server-rendered] [id^="rv-region-"][data-server-rendered]');
  return region && region.innerHTML ? { id: region.id, html: region.innerHTML } : null;
}
