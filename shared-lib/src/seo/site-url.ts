/**
 * An absolute URL on the site's one public origin. The server writes the canonical link from its
 * configured public address, so the browser keeps that origin rather than the host the visitor used
 * (a replica's address, a bare domain): canonical and Open Graph URLs stay the same before and after
 * the page is taken over. Without a server-written link, the page's own origin.
 */
export function siteUrl(path: string, doc: Document = document): string {
  const written = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href');
  let origin = doc.location.origin;
  if (written) {
    try {
      origin = new URL(written).origin;
    } catch {
      // A relative or broken link names no origin: keep the page's.
    }
  }
  return new URL(path, origin).href;
}
