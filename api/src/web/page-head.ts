import { THEME_COLOR } from './app-icons';
import { MANIFEST_PATH } from './app-manifest';

/** What one page's head says: page-meta.ts builds it from the data, headTags renders it. */
export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  type: 'website' | 'article' | 'product';
  jsonLd: Array<Record<string, unknown>>;
  /** The canonical path when it is not the path asked for (a `/model/{slug}` page, a tool page with params). */
  path?: string;
}

export interface SiteVerification {
  google_site_verification_ids?: Array<{ verification_id: string | null }>;
  additional_verification_meta_tags?: Array<{ name_attribute: string | null; content_attribute: string | null }>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Spec (validation rules): verification meta tags are emitted only when the id, or both attributes, are present. */
export function verificationTags(settings: SiteVerification | null): string[] {
  if (!settings) return [];
  const google = (settings.google_site_verification_ids ?? [])
    .filter((v) => v.verification_id)
    .map((v) => `<meta name="google-site-verification" content="${escape(v.verification_id!)}">`);
  const others = (settings.additional_verification_meta_tags ?? [])
    .filter((t) => t.name_attribute && t.content_attribute)
    .map((t) => `<meta name="${escape(t.name_attribute!)}" content="${escape(t.content_attribute!)}">`);
  return [...google, ...others];
}

/** The tags that go into <head> for one page; `origin` makes canonical and image URLs absolute. */
export function headTags(meta: PageMeta, requestedPath: string, origin: string, companyName: string): string[] {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  const canonicalPath = meta.path ?? requestedPath;
  const tags = [
    `<meta name="description" content="${escape(meta.description)}">`,
    `<link rel="canonical" href="${escape(absolute(canonicalPath))}">`,
    `<meta property="og:site_name" content="${escape(companyName)}">`,
    `<meta property="og:type" content="${meta.type === 'article' ? 'article' : 'website'}">`,
    `<meta property="og:title" content="${escape(meta.title)}">`,
    `<meta property="og:description" content="${escape(meta.description)}">`,
    `<meta property="og:url" content="${escape(absolute(canonicalPath))}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escape(meta.title)}">`,
    `<meta name="twitter:description" content="${escape(meta.description)}">`,
  ];
  if (meta.image) tags.push(`<meta property="og:image" content="${escape(absolute(meta.image))}">`, `<meta name="twitter:image" content="${escape(absolute(meta.image))}">`);
  for (const data of meta.jsonLd) tags.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  return tags;
}

/** Organization JSON-LD for the home page. */
export function organizationJsonLd(companyName: string, origin: string, sameAs: string[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@type': 'Organization', name: companyName, url: `${origin}/`, logo: `${origin}/api/media/brand-logo/company.svg`, sameAs };
}

/** Every page's install tags: the web app manifest, the theme colour and the home-screen icon. */
export function installTags(): string[] {
  return [
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
  ];
}
