import type { Author, ImageField } from '@rv/shared-lib';
import { absoluteUrl } from './head-tags';

export interface Crumb { name: string; path: string }

/** schema.org BreadcrumbList for a trail of pages. */
export function breadcrumbList(crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}

export interface ArticleFacts {
  title: string;
  description: string;
  path: string;
  image?: ImageField | null;
  datePublished?: string | null;
  dateModified?: string | null;
  author?: Author | null;
  publisher: string;
}

/** schema.org Article for a blog post. */
export function articleLd(facts: ArticleFacts): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: facts.title,
    description: facts.description,
    mainEntityOfPage: absoluteUrl(facts.path),
    ...(facts.image?.url ? { image: [absoluteUrl(facts.image.url)] } : {}),
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    ...(facts.dateModified ? { dateModified: facts.dateModified } : {}),
    ...(facts.author?.name ? { author: { '@type': 'Person', name: facts.author.name, ...(facts.author.role ? { jobTitle: facts.author.role } : {}) } } : {}),
    publisher: { '@type': 'Organization', name: facts.publisher },
  };
}
