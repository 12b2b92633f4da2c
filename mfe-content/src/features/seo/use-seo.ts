import { useEffect } from 'react';
import { cachedRead, fetchSingle, readRuntimeConfig, siteStore, verificationMetaTags, type ImageField, type SiteSettingsData } from '@rv/shared-lib';
import { absoluteUrl, setCanonical, setJsonLd, setMeta } from './head-tags';

export interface SeoInput {
  title: string;
  description?: string | null;
  image?: ImageField | null;
  /** Site path of the page; the canonical URL never carries tracking or paging parameters. */
  path: string;
  type?: 'website' | 'article';
  jsonLd?: readonly object[];
}

/** "Warranty | Keystone RV"; titles that already name the company are kept as they are. */
export function documentTitle(title: string, companyName: string): string {
  const clean = title.trim();
  if (!clean) return companyName;
  return clean.toLowerCase().includes(companyName.toLowerCase()) ? clean : `${clean} | ${companyName}`;
}

/**
 * The site-verification meta tags of site settings, written once per page load; spec (validation rules): a tag is
 * emitted only when its id, or both its name and content, are present. A failure only logs. A page whose head
 * the server drew has them already (its runtime config says so), and asks for nothing.
 */
export function ensureVerificationTags(): Promise<void> {
  if (readRuntimeConfig().verificationDrawn) return Promise.resolve();
  return cachedRead('verification-tags', () => fetchSingle<SiteSettingsData>('site_settings').then(
    (doc) => verificationMetaTags(doc.data).forEach((tag) => setMeta({ name: tag.name }, tag.content)),
  )).catch((error: unknown) => console.warn('Site settings could not be loaded for verification tags', error));
}

/** Title, description, canonical URL, Open Graph and Twitter tags and JSON-LD of a content page. */
export function useSeo(input: SeoInput | null): void {
  const key = input ? JSON.stringify(input) : null;
  useEffect(() => {
    void ensureVerificationTags();
  }, []);
  useEffect(() => {
    if (!input) return;
    const { companyName } = readRuntimeConfig();
    const title = documentTitle(input.title, companyName);
    const image = absoluteUrl(input.image?.url);
    const url = absoluteUrl(input.path) ?? window.location.href;
    document.title = title;
    setMeta({ name: 'description' }, input.description);
    setCanonical(url);
    setMeta({ property: 'og:title' }, title);
    setMeta({ property: 'og:description' }, input.description);
    setMeta({ property: 'og:type' }, input.type ?? 'website');
    setMeta({ property: 'og:url' }, url);
    setMeta({ property: 'og:site_name' }, companyName);
    setMeta({ property: 'og:image' }, image);
    setMeta({ property: 'og:image:alt' }, image ? input.image?.alt : null);
    setMeta({ name: 'twitter:card' }, image ? 'summary_large_image' : 'summary');
    setMeta({ name: 'twitter:title' }, title);
    setMeta({ name: 'twitter:description' }, input.description);
    setMeta({ name: 'twitter:image' }, image);
    setJsonLd(input.jsonLd ?? []);
    // Site state of spec (entities and fields) holds the page's SEO; tracking waits for it before a pageView .
    siteStore.getState().setSeo({ title, description: input.description ?? '', image });
    // Structured data describes this page only: it leaves with it (the next page writes its own title).
    return () => setJsonLd([]);
    // The serialised input is the identity of what is written.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
