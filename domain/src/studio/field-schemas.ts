import { array, mixed, object, string, type AnySchema } from 'yup';
import { CONTENT_TYPES } from '@rv/domain/content';

/**
 * The field schemas every block and document schema is built from, with the words the studio's forms
 * and the API's 400 both show.
 */
export const STUDIO_MESSAGES = {
  required: (field: string) => `${field} is required`,
  altText: 'Every image needs alt text: describe what it shows for people who cannot see it',
  imageAddress: 'Choose an image from the media library',
  linkTarget: 'A link to a page must name the page it points at',
  linkAddress: 'A web link needs an address starting with /, https:// or mailto:',
  brokenLink: (type: string, uid: string) => `The link to ${type} "${uid}" points at no document: choose an existing page`,
  brokenAddress: (path: string) => `The address ${path} leads to no page of the site: choose an existing page`,
  unknownBlock: (type: string) => `"${type}" is not a block the site can show`,
  uid: 'The address name (uid) may hold only lower-case letters, digits and hyphens',
} as const;

const RICH_TEXT_TYPES = ['heading2', 'heading3', 'paragraph', 'list-item', 'o-list-item', 'caution', 'note'] as const;
const WEB_ADDRESS = /^(\/|https:\/\/|http:\/\/|mailto:|tel:|#)/;

/** What a link's target is looked up by: the missing ones, by these keys, go into the validation context. */
interface LinkCheckContext {
  missingLinks?: ReadonlySet<string>;
}

/** The path of a web address that names a page of this site (`/rv-types?x#y` -> `/rv-types`); null for another site, a file or a mail address. */
function sitePath(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/api/')) return null;
  return url.split(/[?#]/)[0] || '/';
}

/** The key a link's target is looked up by: `document:type/uid` or `page:/path`; null for a link nothing on this site answers. */
export function linkLookupKey(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const uid = record.uid ?? record.slug;
  if (record.link_type === 'Document') return typeof record.type === 'string' && typeof uid === 'string' && uid ? `document:${record.type}/${uid}` : null;
  const path = typeof record.link_type === 'string' ? sitePath(record.url) : null;
  return path ? `page:${path}` : null;
}

/** A required line of text. */
export const text = (label: string) => string().trim().required(STUDIO_MESSAGES.required(label));
/** Text that may be left empty. */
export const optionalText = () => string().nullable();

/** An image people should be told about: an address from the media library and alt text. */
export const image = () => object({
  url: string().required(STUDIO_MESSAGES.imageAddress),
  alt: string().trim().required(STUDIO_MESSAGES.altText),
}).nonNullable(STUDIO_MESSAGES.imageAddress).default(undefined);

/** An image that may be left out; when present it needs alt text as any image does. */
export const optionalImage = () => image().nullable().optional();

/** A decorative icon beside a title (its alt may be empty: the title says what it is). */
export const icon = () => object({ url: string().required(STUDIO_MESSAGES.imageAddress), alt: string() }).nullable().optional().default(undefined);

/**
 * A link: to a document of the site (its type and uid) or a web address. Whether its target exists is
 * looked up apart (the API in its tables, the studio through the API) and handed in as the validation
 * context's `missingLinks`: the keys (`linkLookupKey`) of the links that lead nowhere.
 */
export const link = () => mixed<Record<string, unknown>>().nullable().optional().test('link', (value, context) => {
  if (value === null || value === undefined) return true;
  const missing = (context.options.context as LinkCheckContext | undefined)?.missingLinks;
  if (value.link_type === 'Document') {
    const ok = (CONTENT_TYPES as readonly unknown[]).includes(value.type) && typeof (value.uid ?? value.slug) === 'string' && String(value.uid ?? value.slug).length > 0;
    if (!ok) return context.createError({ message: STUDIO_MESSAGES.linkTarget });
    return !missing?.has(linkLookupKey(value)!) || context.createError({ message: STUDIO_MESSAGES.brokenLink(String(value.type), String(value.uid ?? value.slug)) });
  }
  if (!(typeof value.url === 'string' && WEB_ADDRESS.test(value.url))) return context.createError({ message: STUDIO_MESSAGES.linkAddress });
  const key = linkLookupKey(value);
  return !(key && missing?.has(key)) || context.createError({ message: STUDIO_MESSAGES.brokenAddress(sitePath(value.url)!) });
});

/** Rich text: blocks of a known kind, each holding text. */
export const richText = () => array().of(object({ type: string().oneOf(RICH_TEXT_TYPES).required(), text: string().defined() })).nullable().optional();

/** A call to action's fields (the block shows it only with both label and link). */
export const cta = { cta_label: optionalText(), cta_link: link() };

/** An SEO title and description of a page. */
export const seo = { title: text('Title'), meta_description: optionalText(), meta_image: optionalImage() };

/** A list of repeating items of one shape. */
export const items = (shape: Record<string, AnySchema>) => array().of(object(shape)).default([]);
