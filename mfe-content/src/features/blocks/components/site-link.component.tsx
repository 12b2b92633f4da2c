import type { MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { isExternalUrl, linkTarget, readRuntimeConfig, resolveContentLink, type ContentLink } from '@rv/shared-lib';

const companySlug = () => readRuntimeConfig().companySlug;

/** The site path or URL of a content link, or null when it is missing or broken (spec §5). */
export function hrefOf(link: ContentLink | null | undefined): string | null {
  return resolveContentLink(link, { companySlug: companySlug() });
}

/** Same-site links move through single-spa so the layout and other remotes follow; others load normally. */
export function onSiteLinkClick(event: MouseEvent<HTMLAnchorElement>): void {
  const anchor = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || anchor.target === '_blank') return;
  if (anchor.origin !== window.location.origin) return;
  event.preventDefault();
  navigateToUrl(anchor.href);
}

/** Anchor attributes of a link: target from the content (spec §5 `_blank`/`_self`), new tab for other sites. */
export function anchorProps(href: string, target?: unknown) {
  const blank = linkTarget(target) === '_blank' || isExternalUrl(href);
  return blank ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href, onClick: onSiteLinkClick };
}

interface SiteLinkProps {
  link: ContentLink | null | undefined;
  children: ReactNode;
  className?: string;
  target?: unknown;
  'aria-label'?: string;
}

/** A content link; broken or missing links render their children without a link (spec §5). */
export function SiteLink({ link, children, className, target, ...aria }: SiteLinkProps) {
  const href = hrefOf(link);
  if (!href) return <span className={className}>{children}</span>;
  return <a className={className} {...anchorProps(href, target ?? link?.target)} {...aria}>{children}</a>;
}
