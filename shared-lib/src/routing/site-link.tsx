import type { MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { readRuntimeConfig } from '../config/runtime-config';
import { linkTarget } from '@rv/domain/content';
import { isExternalUrl, resolveContentLink, type ContentLink } from '@rv/domain/content';

/** The site path or URL of a content link, or null when it is missing or broken (spec: validation rules). */
export function hrefOf(link: ContentLink | null | undefined): string | null {
  return resolveContentLink(link, { companySlug: readRuntimeConfig().companySlug });
}

/** Same-site links move through single-spa so the layout and the other remotes follow; others load normally. */
export function onSiteLinkClick(event: MouseEvent<HTMLAnchorElement>): void {
  followSiteLink(event.currentTarget, event);
}

/** A plain click on a same-site `anchor` navigates within the site; any other click is left to the browser. */
export function followSiteLink(anchor: HTMLAnchorElement, event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || anchor.target === '_blank') return;
  if (anchor.origin !== window.location.origin) return;
  event.preventDefault();
  navigateToUrl(anchor.href);
}

/** Anchor attributes of a link: target from the content (spec: validation rules, `_blank`/`_self`), new tab for other sites. */
export function anchorProps(href: string, target?: unknown) {
  const blank = linkTarget(target) === '_blank' || isExternalUrl(href);
  return blank ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href, onClick: onSiteLinkClick };
}

export interface SiteLinkProps {
  /** A content link, resolved with hrefOf; or `href`, a path already resolved. */
  link?: ContentLink | null;
  href?: string | null;
  children: ReactNode;
  className?: string;
  target?: unknown;
  'aria-label'?: string;
}

/** A link when there is somewhere to go; a missing or broken link renders its children only (spec: validation rules). */
export function SiteLink({ link, href, children, className, target, ...aria }: SiteLinkProps) {
  const to = href !== undefined ? href : hrefOf(link);
  if (!to) return <span className={className}>{children}</span>;
  return <a className={className} {...anchorProps(to, target ?? link?.target)} {...aria}>{children}</a>;
}
