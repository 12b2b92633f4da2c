import { createElement, Suspense, useContext, useEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { InsideDrawnPage } from './drawn-by-server';
import { useHydrating } from './use-hydrating';

/** How far outside the viewport a region starts to hydrate: about a phone screen's flick ahead. */
export const NEAR_VIEW_MARGIN = '600px 0px';

/** A region's wait: open once it comes near view (or React needs it at once), its promise then resolved. */
interface Gate {
  open: boolean;
  /** Whether the region's first render has been given the promise to wait on. */
  waiting: boolean;
  promise: Promise<void>;
  release(): void;
}

function createGate(): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    open: false,
    waiting: false,
    promise: new Promise<void>((done) => { resolve = done; }),
    release() {
      if (gate.open) return;
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

/** One observer for every waiting region of the page. */
const waiting = new Map<Element, Gate>();
let observer: IntersectionObserver | null = null;

function whenNearView(element: Element, gate: Gate): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    gate.release();
    return () => undefined;
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      waiting.get(entry.target)?.release();
      waiting.delete(entry.target);
      observer!.unobserve(entry.target);
    }
  }, { rootMargin: NEAR_VIEW_MARGIN });
  waiting.set(element, gate);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Waits on its first render only: React keeps the region's drawn HTML until the promise resolves. Any
 * later render before that (a tap inside, new props or context reaching it) hydrates at once, so the
 * region never falls back to nothing.
 */
function Wait({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.open) {
    if (!gate.waiting) {
      gate.waiting = true;
      throw gate.promise;
    }
    gate.release();
  }
  return <>{children}</>;
}

export type HydrateNearViewProps = {
  as?: 'div' | 'section' | 'li' | 'ul';
  children: ReactNode;
} & HTMLAttributes<HTMLElement>;

/**
 * A live region below the fold of a drawn page, hydrated when it comes near the viewport instead of at
 * start-up: until then it is the server's HTML (links work, nothing moves), and a tap or key inside
 * hydrates it at once (React hydrates the region an event targets before handling the event). Rendered
 * in the browser (a later page), it renders its children as usual.
 */
export function HydrateNearView({ as = 'div', children, ...attributes }: HydrateNearViewProps) {
  const inside = useContext(InsideDrawnPage);
  const hydrating = useHydrating();
  const [gate] = useState(() => (inside && hydrating ? createGate() : null));
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!gate || gate.open || !ref.current) return undefined;
    return whenNearView(ref.current, gate);
  }, [gate]);
  // The same element while the children are: the render that follows hydration (useHydrating's answer
  // changes) must not reach the waiting region, or React would hydrate it at once.
  const region = useMemo(() => <Suspense fallback={null}><Wait gate={gate}>{children}</Wait></Suspense>, [gate, children]);
  return createElement(as, { ...attributes, ref }, region);
}
