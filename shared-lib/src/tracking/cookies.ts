/**
 * Reads one cookie of the page, or of a request's Cookie header on the server; undefined when absent
 * (or outside a browser without a header).
 */
export function readCookie(name: string, cookieHeader: string | undefined = typeof document === 'undefined' ? undefined : document.cookie): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Writes a first-party cookie for the whole site; without maxAgeSeconds it ends with the browser session. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  if (typeof document === 'undefined') return;
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.floor(maxAgeSeconds)}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${age}`;
}
