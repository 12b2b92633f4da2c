/**
 * The maker's content studio's prefix: its own remote's pages, staff only, drawn by the browser. Exported
 * from the server entry alone: the browser's shell tells a studio page by its route's remote, so the
 * consumer pages' first load carries no more of the studio than its route rule.
 */
export const STUDIO_PREFIX = '/studio';

export function isStudioPath(pathname: string): boolean {
  return pathname === STUDIO_PREFIX || pathname.startsWith(`${STUDIO_PREFIX}/`);
}
