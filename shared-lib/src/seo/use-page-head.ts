import { useEffect } from 'react';
import { readRuntimeConfig } from '@rv/shared-lib';
import { routeHead, type HeadNames, type PageHeadInfo } from './page-heads';

/**
 * Writes a page's head on client navigation, as the server writes it in the page's HTML
 * (api/src/web/page-head.ts): title, description, canonical URL, Open Graph and Twitter tags.
 * Each tag is updated in place, never duplicated; an empty value removes its tag.
 */
export function writePageHead(head: PageHeadInfo, companyName: string, doc: Document = document): void {
  const absolute = (path: string) => new URL(path, doc.location.origin).href;
  const meta = (attribute: 'name' | 'property', key: string, content: string | null | undefined) => {
    const existing = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!content) return existing?.remove();
    const tag = existing ?? doc.head.appendChild(doc.createElement('meta'));
    tag.setAttribute(attribute, key);
    tag.setAttribute('content', content);
  };
  const url = absolute(head.path);
  const image = head.image ? absolute(head.image) : null;
  doc.title = head.title;
  meta('name', 'description', head.description);
  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]') ?? doc.head.appendChild(Object.assign(doc.createElement('link'), { rel: 'canonical' }));
  canonical.href = url;
  meta('property', 'og:site_name', companyName);
  meta('property', 'og:type', head.type === 'article' ? 'article' : 'website');
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', url);
  meta('property', 'og:image', image);
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.title);
  meta('name', 'twitter:description', head.description);
  meta('name', 'twitter:image', image);
}

/** A page's head, written when it shows and again when what it says changes (null: not known yet). */
export function usePageHead(head: PageHeadInfo | null, companyName: string): void {
  const key = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (head) writePageHead(head, companyName);
    // The serialised head is the identity of what is written.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, companyName]);
}

/**
 * The head of a tool page (page-heads.ts `routeHead`) by its route name and params; `names` gives
 * the brand and type names the page shows, when it knows them better than their slugs.
 */
export function useRouteHead(routeName: string, params: Record<string, string>, names: Omit<HeadNames, 'companyName'> = {}): void {
  const { companyName } = readRuntimeConfig();
  usePageHead(routeHead(routeName, params, { companyName, ...names }), companyName);
}
