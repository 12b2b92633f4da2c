import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/** Client-side navigation for same-site links in the shell; other links behave as usual. */
export function onLinkClick(event: MouseEvent<HTMLAnchorElement>): void {
  const anchor = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || anchor.target === '_blank') return;
  if (anchor.origin !== window.location.origin) return;
  event.preventDefault();
  navigateToUrl(anchor.href);
}
