import { createElement, useContext, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { followSiteLink } from '../routing/site-link';
import { InsideDrawnPage } from './drawn-by-server';
import { useHydrating } from './use-hydrating';

const KEEP_DRAWN = { __html: '' };

export type DrawnHtmlProps = {
  as?: 'div' | 'section' | 'dl' | 'ul' | 'p' | 'h2' | 'h3';
  /** What the content is drawn from: once it changes (a component reused for other content), the children are drawn. */
  of?: unknown;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'onClick'>;

/**
 * Static content that keeps the HTML the server drew instead of being hydrated: React adopts the element
 * and leaves its inside alone, so a long page's start does not spend the phone's main thread on parts with
 * nothing to react to. Rendered in the browser (a later page, a region the server did not draw), it
 * renders its children as usual. Its children must depend only on `of` (or what its `key` names) and hold
 * no handlers; same-site links inside still navigate within the site.
 */
export function DrawnHtml({ as = 'div', of, children, ...attributes }: DrawnHtmlProps) {
  const inside = useContext(InsideDrawnPage);
  const hydrating = useHydrating();
  const [drawn, setDrawn] = useState(() => ({ keep: inside && hydrating, of }));
  const keep = drawn.keep && Object.is(drawn.of, of);
  // A region the server left to the browser (an unfinished Suspense boundary) has nothing to keep: its
  // children are rendered at once, before the browser paints.
  const ref = (element: HTMLElement | null) => {
    if (keep && element && !element.hasChildNodes()) setDrawn({ keep: false, of });
  };
  return keep
    ? createElement(as, { ...attributes, ref, onClick: followLinkInside, dangerouslySetInnerHTML: KEEP_DRAWN, suppressHydrationWarning: true })
    : createElement(as, attributes, children);
}

/** A click on a same-site link inside kept HTML navigates within the site, as the link's component would have. */
function followLinkInside(event: MouseEvent<HTMLElement>): void {
  const anchor = (event.target as Element).closest('a[href]');
  if (anchor instanceof HTMLAnchorElement && event.currentTarget.contains(anchor)) followSiteLink(anchor, event);
}
