import type { PageHeadInfo } from './page-heads';
import { siteUrl } from './site-url';

/**
 * Writes a page's head on client navigation, as the server writes it in the page's HTML
 * (api/src/web/page-head.ts): title, description, canonical URL, Open Graph and Twitter tags.
 * Each tag is updated in place, never duplicated; an empty value removes its tag.
 */
export function writePageHead(head: PageHeadInfo, companyName: string, doc: Document = document): void {
  const url = siteUrl(head.path, doc);
  const image = head.image ? siteUrl(head.image, doc) : '';
  doc.title = head.title;
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) doc.head.append((canonical = Object.assign(doc.createElement('link'), { rel: 'canonical' })));
  canonical.href = url;
  const tags: Array<[string, string]> = [
    ['description', head.description], ['og:site_name', companyName], ['og:type', head.type === 'article' ? 'article' : 'website'],
    ['og:title', head.title], ['og:description', head.description], ['og:url', url], ['og:image', image],
    ['twitter:card', image ? 'summary_large_image' : 'summary'], ['twitter:title', head.title], ['twitter:description', head.description], ['twitter:image', image],
  ];
  for (const [key, content] of tags) {
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    let tag = doc.head.querySelector(`meta[${attribute}="${key}"]`);
    if (!content) tag?.remove();
    else {
      if (!tag) doc.head.append((tag = doc.createElement('meta')));
      tag.setAttribute(attribute, key);
      tag.setAttribute('content', content);
    }
  }
}
