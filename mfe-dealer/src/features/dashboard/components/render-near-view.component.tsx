import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterPageLoad } from '@rv/shared-lib';
import styles from './dashboard.module.css';

/**
 * How far below the viewport a dashboard card starts to render: about a quarter of a phone screen's scroll
 * ahead. Not shared-lib's NEAR_VIEW_MARGIN, which decides when drawn HTML hydrates.
 */
export const CARD_RENDER_MARGIN = '200px 0px';

/** Cards still waiting, in page order; after the page's load one opens per idle period. */
const queue: Array<() => void> = [];
let turning = false;

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else window.setTimeout(resolve, 50);
  });

async function takeTurns(): Promise<void> {
  turning = true;
  await afterPageLoad();
  while (queue.length) {
    queue.shift()!();
    if (queue.length) await idle();
  }
  turning = false;
}

/** Opens `open` in its turn once the page is idle; the returned function leaves the queue. */
function openWhenIdle(open: () => void): () => void {
  queue.push(open);
  if (!turning) void takeTurns();
  return () => {
    const at = queue.indexOf(open);
    if (at >= 0) queue.splice(at, 1);
  };
}

/**
 * A dashboard card below the fold: an empty card of about its height until it comes near view or, failing
 * that, until its turn when the page is idle, so the first screen is drawn and its data asked for first and
 * the rest follows in tasks of its own (a phone's main thread, TBT). Every card is still drawn without a
 * scroll, for search in page and assistive technology. Where IntersectionObserver is missing it renders at once.
 */
export function RenderNearView({ reserve, children }: { reserve: string; children: ReactNode }) {
  const [open, setOpen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (open || !element) return undefined;
    const show = () => startTransition(() => setOpen(true));
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    }, { rootMargin: CARD_RENDER_MARGIN });
    observer.observe(element);
    const leave = openWhenIdle(show);
    return () => {
      observer.disconnect();
      leave();
    };
  }, [open]);
  if (open) return <>{children}</>;
  return <div ref={ref} className={`${styles.card} ${styles.pending}`} style={{ minHeight: reserve }} aria-hidden="true" />;
}
