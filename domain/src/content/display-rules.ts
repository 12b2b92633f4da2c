/** The pure display rules of consumer spec (validation rules) "Display" and "Callout banner", used by every block. */
import type {
  BackgroundColor, BoxPosition, ButtonSize, ButtonTheme, ContentLink, CopyColor, CopyPosition, ImageField, LinkTarget,
  ModalSize, SlideCopyPosition, Theme,
} from './content-fields';
import { BUTTON_SIZES, BUTTON_THEMES, MODAL_SIZES } from './display-options';
import { parseVideoId } from './video-ids';

export const LINK_TARGETS: readonly LinkTarget[] = ['_blank', '_self'];
export const THEMES: readonly Theme[] = ['light', 'dark', 'primary'];
export const BACKGROUND_COLORS: readonly BackgroundColor[] = ['', 'neutral-50', 'neutral-100', 'neutral-200'];
export const COPY_COLORS: readonly CopyColor[] = ['White', 'Black'];
/** Top, Middle, Bottom crossed with Left, Center, Right (spec: screens and routes, "In-page banner"). */
export const COPY_POSITIONS: readonly CopyPosition[] = (['Top', 'Middle', 'Bottom'] as const)
  .flatMap((row) => (['Left', 'Center', 'Right'] as const).map((col) => `${row} ${col}` as CopyPosition));
export const SLIDE_COPY_POSITIONS: readonly SlideCopyPosition[] = [...COPY_POSITIONS, 'Center'];
export const BOX_POSITIONS: readonly BoxPosition[] = ['left', 'center', 'right'];
/** Editorial images shown at most (spec: validation rules). */
export const EDITORIAL_IMAGE_LIMITS = { vertical: 2, horizontal: 1 } as const;

/** The value when it is one of `allowed`, otherwise `fallback`: content typos never reach the DOM. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export const linkTarget = (v: unknown): LinkTarget => oneOf(v, LINK_TARGETS, '_self');
export const modalSize = (v: unknown): ModalSize => oneOf(v, MODAL_SIZES, 'standard');
export const theme = (v: unknown): Theme => oneOf(v, THEMES, 'light');
export const buttonTheme = (v: unknown): ButtonTheme => oneOf(v, BUTTON_THEMES, 'primary');
export const buttonSize = (v: unknown): ButtonSize => oneOf(v, BUTTON_SIZES, 'md');
/** Background colors; anything else (including null) is none, the empty value. */
export const backgroundColor = (v: unknown): BackgroundColor => oneOf(v, BACKGROUND_COLORS, '');
export const copyColor = (v: unknown): CopyColor => oneOf(v, COPY_COLORS, 'White');
export const copyPosition = (v: unknown): CopyPosition => oneOf(v, COPY_POSITIONS, 'Middle Left');
export const slideCopyPosition = (v: unknown): SlideCopyPosition => oneOf(v, SLIDE_COPY_POSITIONS, 'Center');
/** Callout banner box: left, center or right, default right (spec: screens and routes). */
export const boxPosition = (v: unknown): BoxPosition => oneOf(v, BOX_POSITIONS, 'right');
/** Callout banner background: default black (spec: screens and routes). */
export const calloutBackground = (v: unknown): string => (typeof v === 'string' && v.trim() !== '' ? v : 'black');

/** Broken content links are hidden (spec: validation rules): no link, a broken document link, or a web link without a URL. */
export function isUsableLink(link: ContentLink | null | undefined): link is ContentLink {
  if (!link || link.isBroken) return false;
  if (link.link_type === 'Web' || link.link_type === 'Media') return Boolean(link.url);
  return Boolean(link.type);
}

const hasText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A banner call to action shows only with a label and a link. */
export function showBannerCta(cta: { label?: string | null; link?: ContentLink | null }): boolean {
  return hasText(cta.label) && isUsableLink(cta.link);
}

/** A card shows only with a title and a non-broken link. */
export function showCard(card: { title?: string | null; link?: ContentLink | null }): boolean {
  return hasText(card.title) && isUsableLink(card.link);
}

/** The video card slider keeps the cards that have a video id the site can play (a made-up one would lead nowhere). */
export function videoSliderCards<T extends { youtube_video_id?: string | null }>(cards: readonly T[]): T[] {
  return cards.filter((card) => hasText(card.youtube_video_id) && parseVideoId(card.youtube_video_id.trim()) !== null);
}

/** The brand grid keeps brands with a title, a logo and a uid. */
export function brandGridBrands<T extends { uid?: string | null; title?: string | null; logo?: ImageField | null }>(brands: readonly T[]): T[] {
  return brands.filter((b) => hasText(b.uid) && hasText(b.title) && hasText(b.logo?.url));
}

/** Solution cards need an icon and a non-broken category. */
export function solutionCards<T extends { icon?: ImageField | null; category?: ContentLink | null }>(cards: readonly T[]): T[] {
  return cards.filter((card) => hasText(card.icon?.url) && isUsableLink(card.category));
}

/** Editorial images: at most 2 vertical or 1 horizontal. */
export function editorialImages<T>(orientation: 'vertical' | 'horizontal', images: readonly T[]): T[] {
  return images.slice(0, EDITORIAL_IMAGE_LIMITS[orientation === 'horizontal' ? 'horizontal' : 'vertical']);
}

export interface VerificationSettings {
  google_site_verification_ids?: Array<{ verification_id?: string | null }> | null;
  additional_verification_meta_tags?: Array<{ name_attribute?: string | null; content_attribute?: string | null }> | null;
}

/** Verification meta tags: emitted only when the id, or both name and content attributes, are present. */
export function verificationMetaTags(settings: VerificationSettings | null | undefined): Array<{ name: string; content: string }> {
  const google = (settings?.google_site_verification_ids ?? [])
    .filter((entry) => hasText(entry?.verification_id))
    .map((entry) => ({ name: 'google-site-verification', content: (entry.verification_id as string).trim() }));
  const extra = (settings?.additional_verification_meta_tags ?? [])
    .filter((tag) => hasText(tag?.name_attribute) && hasText(tag?.content_attribute))
    .map((tag) => ({ name: (tag.name_attribute as string).trim(), content: (tag.content_attribute as string).trim() }));
  return [...google, ...extra];
}
