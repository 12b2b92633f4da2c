/** A link field from the content service (consumer spec: entities and fields, "Content link"). */
export interface ContentLink {
  link_type?: 'Document' | 'Web' | 'Media' | 'Any';
  type?: string;
  uid?: string;
  slug?: string;
  url?: string;
  target?: '_blank' | '_self';
  isBroken?: boolean;
  data?: { public_url?: string };
}

export interface LinkResolverOptions {
  companySlug: string;
}

/** Resolves a content link to a site path by the content-type routing table of consumer spec (screens and routes). */
export function resolveContentLink(link: ContentLink | null | undefined, options: LinkResolverOptions): string | null {
  if (!link || link.isBroken) return null;
  if (link.link_type === 'Web' || link.link_type === 'Media') return link.url ?? null;
  const uid = link.uid ?? link.slug ?? '';
  switch (link.type) {
    case 'home_page':
      return '/';
    case 'page':
    case 'split_content':
    case 'content_page':
      return `/${uid}`;
    case 'type_landing':
      return `/rv-type/${uid}`;
    case 'brands_landing':
      return `/product/${uid}`;
    case 'brand_type':
      return link.data?.public_url ?? '/';
    case 'blog_landing':
      return `/${options.companySlug}-life`;
    case 'blog_detail':
      return `/${options.companySlug}-life/${uid}`;
    case 'howto_landing':
      return '/owners-how-to';
    case 'howto_detail':
      return `/owners-how-to/${uid}`;
    case 'innovation_landing':
      return '/innovations';
    case 'innovation':
      return `/innovations/${uid}`;
    case 'brochures':
      return '/brochures';
    case 'brand_directory':
      return '/product-lines';
    case 'model':
      return `/model/${uid}`;
    case 'or_landing':
      return '/owners';
    case 'or_support_article':
      return `/owners/${uid}`;
    case 'or_support_brand':
      return `/owners/brand/${uid}`;
    case 'or_support_category':
      return `/owners/category/${uid}`;
    case 'or_support_sub_category':
      return `/owners/category/sub/${uid}`;
    case 'core':
      return '/ignite/sales/dashboard';
    default:
      return '/';
  }
}

/** True for links that leave the site and so open in a new tab. */
export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
