import { createContext, useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { DRAWN_PAGE_ATTRIBUTE } from './drawn-page';

export { DRAWN_PAGE_ATTRIBUTE };

/** False in the server's render and the browser's first (hydrating) one, true once the page is live. */
function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}

/**
 * True inside a page the server drew, in the browser (the server itself renders no DrawnByServer). A
 * constant: a changing value would reach parts of the page still waiting to hydrate and make React
 * hydrate them at once, in one long task.
 */
export const InsideDrawnPage = createContext(false);

/** Set on the drawn page's wrapper once React has hydrated it (start-after-paint.js taps its pending buttons then). */
const LIVE_ATTRIBUTE = 'data-live';

/**
 * The wrapper the server draws around HTML it rendered, usable from first paint: its links are plain
 * `<a href>` that work before any script, and screen readers read it at once. The browser renders the
 * same wrapper when it hydrates that HTML, so the markup matches and React adopts the DOM as it is;
 * it is marked live once hydrated.
 */
export function DrawnByServer({ children, ...attributes }: { children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  const live = useLive();
  return (
    <div {...attributes} {...(live ? { [LIVE_ATTRIBUTE]: '' } : {})}>
      <InsideDrawnPage.Provider value>{children}</InsideDrawnPage.Provider>
    </div>
  );
}


/** Whether `region` holds exactly the page the server drew, untouched: its remote can hydrate it. */
export function holdsDrawnPage(region: Element): boolean {
  return region.childElementCount === 1 && region.firstElementChild?.hasAttribute(DRAWN_PAGE_ATTRIBUTE) === true;
}

/**
 * What React reports when hydrating: either the drawn HTML and the browser's first render differ, and
 * React renders that part again in the browser (nothing breaks, but the work hydration saves is spent),
 * or the server left a part to the browser on purpose (a Suspense boundary it could not finish, such
 * as another remote's component: React error 419), which is expected and not reported. Mismatches are
 * logged so the journeys can tell.
 */
export function reportHydrationMismatch(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|server could not finish this Suspense boundary/i.test(message)) return;
  console.warn('[hydration] the server-drawn HTML did not match; rendered again in the browser:', message);
}

/**
 * Renders its children only once the page is live in the browser: for UI drawn from what only the
 * browser knows (the visitor's stored compare list, say). The server draws nothing there, and so does
 * the browser's hydrating render, so the two match; the children appear right after.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useLive() ? children : null;
}
