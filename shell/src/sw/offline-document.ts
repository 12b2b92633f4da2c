/** True when this page is the offline document the service worker answered for a page it has not saved. */
export function isOfflineDocument(doc: Document = document): boolean {
  return doc.querySelector('meta[name="rv-offline"]')?.getAttribute('content') === 'true';
}
