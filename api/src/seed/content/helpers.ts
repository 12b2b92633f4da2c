/** Builders for the content seed, typed by shared-lib's content types so seed and renderer agree. */
import type {
  ButtonTheme, ContentType, Cta, DocumentLink, ImageField, RichText, SliceByType, SliceType, WebLink,
} from '@rv/domain/content';
import { countInWords } from '@rv/domain/copy';
import { QUIZ_QUESTIONS } from '@rv/domain/quiz';
import type { NewDocument } from '../../modules/content';

/** What every content seed file receives. */
export interface ContentSeedOptions {
  companySlug: string;
  companyName: string;
}

/** A document of the seed: the import format of `npm run content:import`, typed by its data. */
export function doc<D extends object>(type: ContentType, uid: string, data: D, extra: { tags?: string[]; publishedAt?: string } = {}): NewDocument {
  return { uid, type, data: data as Record<string, unknown>, tags: extra.tags, publishedAt: extra.publishedAt };
}

/** A stored document link; the API adds id, slug, isBroken and linked fields on read. */
export const link = (type: ContentType, uid: string): DocumentLink => ({ link_type: 'Document', type, uid } as DocumentLink);
export const web = (url: string, target?: '_blank' | '_self'): WebLink => ({ link_type: 'Web', url, ...(target ? { target } : {}) });

const image = (url: string, alt: string, width: number, height: number): ImageField => ({ url, alt, dimensions: { width, height } });
/** A generated landscape (media module); `mobile` adds the narrow variant. */
export const scene = (name: string, alt: string, options: { mobile?: boolean; width?: number; height?: number } = {}): ImageField => ({
  ...image(`/api/media/scene/${name}.svg`, alt, options.width ?? 1600, options.height ?? 900),
  ...(options.mobile ? { mobile: { url: `/api/media/scene/${name}-mobile.svg`, alt } } : {}),
});
export const brandLogo = (slug: string, name: string): ImageField => image(`/api/media/brand-logo/${slug}.svg`, `${name} logo`, 240, 60);
export const icon = (name: string, alt: string): ImageField => image(`/api/media/icon/${name}.svg`, alt, 64, 64);
export const avatar = (name: string, alt: string): ImageField => image(`/api/media/avatar/${name}.svg`, alt, 120, 120);

export const paragraphs = (...texts: string[]): RichText => texts.map((text) => ({ type: 'paragraph', text }));
export const heading = (text: string): RichText[number] => ({ type: 'heading2', text });
export const bullets = (...texts: string[]): RichText => texts.map((text) => ({ type: 'list-item', text }));

/** A slice checked against its shape in content-slices.ts. */
export function slice<K extends SliceType>(sliceType: K, primary: SliceByType<K>['primary'], items: SliceByType<K>['items'] = []): SliceByType<K> {
  return { slice_type: sliceType, variation: 'default', primary, items } as SliceByType<K>;
}

export const cta = (label: string, target: DocumentLink | WebLink, theme: ButtonTheme = 'primary'): Cta => ({
  cta_label: label, cta_link: target, button_theme: theme, button_size: 'md',
});
export const noCta: Cta = { cta_label: null, cta_link: null };

/** A fixed date `days` after 2025-01-06, so publication order is stable across seed runs. */
export function seedDate(days: number): string {
  return new Date(Date.UTC(2025, 0, 6) + days * 86_400_000).toISOString();
}

export const slugify = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The Get Matched quiz's length in words ('eight questions'): the copy follows the quiz instead of a number written once. */
export const quizQuestionsInWords = `${countInWords(QUIZ_QUESTIONS.length)} questions`;
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
