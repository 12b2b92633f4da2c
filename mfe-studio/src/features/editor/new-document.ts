import type { ContentType } from '@rv/domain/content';

/** Types whose documents are pages of blocks (a title, SEO fields, a body). */
const PAGE_TYPES: readonly ContentType[] = [
  'home_page', 'page', 'content_page', 'split_content', 'type_landing', 'brands_landing', 'brand_type', 'brand_directory', 'blog_landing',
  'blog_detail', 'innovation_landing', 'innovation', 'brochures', 'howto_landing', 'howto_detail', 'or_landing', 'or_support_category',
  'or_support_sub_category', 'or_support_brand', 'or_support_article',
];

/** The fields a new document of a type starts with: a page's title, SEO fields and empty body, or a title alone. */
export function newDocumentData(type: ContentType): Record<string, unknown> {
  return PAGE_TYPES.includes(type) ? { title: '', meta_description: '', meta_image: null, body: [] } : { title: '' };
}
