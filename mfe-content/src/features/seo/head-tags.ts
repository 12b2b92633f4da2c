import { siteUrl } from '@rv/shared-lib/seo';

/** Small helpers that write the document head; each tag is updated in place, never duplicated. */

type MetaKey = { name: string } | { property: string };

function selectorOf(key: MetaKey): string {
  return 'name' in key ? `meta[name="${CSS.escape(key.name)}"]` : `meta[property="${CSS.escape(key.property)}"]`;
}

/** Sets (or, with an empty content, removes) one meta tag. */
export function setMeta(key: MetaKey, content: string | null | undefined): void {
  const existing = document.head.querySelector<HTMLMetaElement>(selectorOf(key));
  if (!content) {
    existing?.remove();
    return;
  }
  const meta = existing ?? document.head.appendChild(document.createElement('meta'));
  if ('name' in key) meta.setAttribute('name', key.name);
  else meta.setAttribute('property', key.property);
  meta.setAttribute('content', content);
}

export function setCanonical(href: string): void {
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]') ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'canonical' }));
  link.href = href;
}

export const JSON_LD_ID = 'rv-content-jsonld';

/** Replaces the page's JSON-LD block (none when `data` is empty). `<` is escaped so content cannot close the script. */
export function setJsonLd(data: readonly object[]): void {
  document.getElementById(JSON_LD_ID)?.remove();
  if (data.length === 0) return;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.id = JSON_LD_ID;
  script.textContent = JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, '\\u003c');
  document.head.appendChild(script);
}

/** An absolute URL for a site path (Open Graph and canonical URLs must be absolute). */
export function absoluteUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    return siteUrl(path);
  } catch {
    return null;
  }
}
