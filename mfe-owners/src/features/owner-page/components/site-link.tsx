import type { MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { isExternalUrl, readRuntimeConfig, resolveContentLink, type ContentLink } from '@rv/shared-lib';

/** The site path of a content link, or null when it is missing or broken (spec §5). */
export function hrefOf(link: ContentLink | null | undefined): string | null {
  return resolveContentLink(link, { companySlug: readRuntimeConfig().companySlug });
}

/** Same-site links move through single-spa so the shell and the other remotes follow the route. */
export function onSiteLinkClick(event: MouseEvent<HTMLAnchorElement>): void {
  const anchor = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || anchor.target === '_blank') return;
  if (anchor.origin !== window.location.origin) return;
  event.preventDefault();
  navigateToUrl(anchor.href);
}

/** Anchor attributes for a path: other sites open in a new tab. */
export function anchorProps(href: string) {
  return isExternalUrl(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href, onClick: onSiteLinkClick };
}

interface SiteLinkProps {
  href: string | null;
  children: ReactNode;
  className?: string;
}

/** A link when there is somewhere to go; a broken link renders its children only (spec §5). */
export function SiteLink({ href, children, className }: SiteLinkProps) {
  if (!href) return <span className={className}>{children}</span>;
  return <a className={className} {...anchorProps(href)}>{children}</a>;
}
