/** Field shapes every content document and block is built from (consumer spec: entities and fields). */
import type { ContentLink } from './link-resolver';
import type { ButtonSize, ButtonTheme, ModalSize } from './display-options';

export type { ContentLink };
/** Button themes and sizes and modal sizes are the UI kit's (ui/display-options). */
export type { ButtonSize, ButtonTheme, ModalSize };

/** An image field: url (often a generated /api/media/... SVG), alt text, optional size. */
export interface ImageField {
  url: string;
  alt: string;
  dimensions?: { width: number; height: number };
  /** Responsive variants, e.g. `mobile` for the hero image of a related story. */
  mobile?: { url: string; alt: string };
}

/**
 * One block of rich text; rendered as plain text in the matching element, never as HTML.
 * `caution` and `note` are boxed call-outs inside an article (a safety warning, a tip).
 */
export interface RichTextBlock {
  type: 'heading2' | 'heading3' | 'paragraph' | 'list-item' | 'o-list-item' | 'caution' | 'note';
  text: string;
}
export type RichText = RichTextBlock[];

/** A document link as the API returns it: resolved by the content service, `isBroken` when the target is gone. */
export interface DocumentLink extends ContentLink {
  link_type: 'Document';
  id?: string;
  type: string;
  uid: string;
  slug: string;
  tags?: string[];
  lang?: string;
  isBroken: boolean;
  /** The linked document's fields asked for with `fetchLinks`, and `public_url` for brand_type. */
  data?: Record<string, unknown> & { public_url?: string };
}

/** A web or media link (absolute URL or a site path). */
export interface WebLink extends ContentLink {
  link_type: 'Web' | 'Media';
  url: string;
  target?: LinkTarget;
}

export type AnyLink = DocumentLink | WebLink;

/** Spec (validation rules) "Display": allowed values of the display fields. */
export type LinkTarget = '_blank' | '_self';
export type Theme = 'light' | 'dark' | 'primary';
export type BackgroundColor = '' | 'neutral-50' | 'neutral-100' | 'neutral-200';
export type CopyColor = 'White' | 'Black';
export type CopyPosition =
  | 'Top Left' | 'Top Center' | 'Top Right'
  | 'Middle Left' | 'Middle Center' | 'Middle Right'
  | 'Bottom Left' | 'Bottom Center' | 'Bottom Right';
/** The slide banner also accepts plain `Center`. */
export type SlideCopyPosition = CopyPosition | 'Center';
export type BoxPosition = 'left' | 'center' | 'right';

/** SEO fields most page documents carry. */
export interface SeoFields {
  title: string;
  meta_description: string;
  meta_image?: ImageField;
}
