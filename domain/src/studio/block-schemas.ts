import { array, lazy, mixed, number, object, string, type AnyObject, type AnySchema } from 'yup';
import type { SliceType } from '@rv/domain/content';
import { STUDIO_MESSAGES, cta, icon, image, items, link, optionalImage, optionalText, richText, text } from './field-schemas';

/**
 * One schema per block type the site renders: what the studio's block editors check as they are typed in
 * and what the API checks on save. Typed by every slice type, so a new block type does not compile
 * without its schema.
 */
const block = (primary: Record<string, AnySchema>, item?: Record<string, AnySchema>) =>
  object({ slice_type: string().required(), primary: object(primary), items: item ? items(item) : array() });

const card = { image: image(), title: text('Card title'), description: optionalText(), ...cta };
const titled = (extra: Record<string, AnySchema> = {}) => ({ title: optionalText(), ...extra });
const documentLink = () => link();
/** A whole number in a range, refused in words that name the field. */
const between = (label: string, min: number, max: number) => {
  const words = `${label} must be a whole number from ${min} to ${max}`;
  return number().typeError(words).integer(words).min(min, words).max(max, words);
};

export const BLOCK_SCHEMAS: Record<SliceType, AnySchema> = {
  xfader: block({ slide_speed: between('Seconds per slide', 1, 60) }, { image: image(), mobile_image: optionalImage(), title: optionalText(), subtitle: optionalText(), ...cta }),
  in_page_banner: block({ image: image(), mobile_image: optionalImage(), title: text('Title'), subtitle: optionalText(), ...cta }),
  callout_banner: block({ title: text('Title'), subtitle: optionalText(), description: richText(), mobile_image: optionalImage(), tablet_image: optionalImage(), desktop_image: image(), ...cta }),
  callout: block({ title: text('Title'), description: richText(), icon: icon(), background_image: optionalImage(), ...cta }),
  callout_group: block(titled(), card),
  callouts_1: block(titled(), card),
  callouts_2: block(titled(), card),
  callouts_3: block(titled(), card),
  container_callouts: block(titled({ description: optionalText() }), card),
  app_callout: block({ title: text('Title'), description: richText(), image: image(), app_store_link: link(), google_play_link: link() }),
  split_callout: block({ image: image(), eyebrow: optionalText(), title: text('Title'), description: richText(), ...cta }),
  call_to_action: block({ title: text('Title'), description: optionalText(), ...cta }),
  grid_callout: block(titled({ description: optionalText() }), card),
  brand_callout: block({ brand_logo: image(), title: text('Title'), description: richText(), image: image(), ...cta }),
  text: block({ text: richText().required(STUDIO_MESSAGES.required('Text')) }),
  quote: block({ quote: text('Quote'), attribution: optionalText() }),
  pull_quote: block({ quote: text('Quote'), attribution: optionalText() }),
  faq: block(titled(), { question: text('Question'), answer: richText() }),
  copy_block: block({ eyebrow: optionalText(), title: optionalText(), copy: richText() }),
  flexible_text: block({ title: optionalText(), copy: richText(), modal_button_label: optionalText(), modal_copy: richText(), ...cta }),
  bulleted_list: block(titled(), { text: text('Item') }),
  link_section: block(titled(), { label: text('Label'), link: link() }),
  gallery: block(titled(), { image: image(), caption: optionalText() }),
  editorial_image: block({ caption: optionalText() }, { image: image() }),
  embed: block({ title: optionalText(), embed_url: text('Embed address').matches(/^(\/|https:\/\/)/, 'The embed address must start with / or https://') }),
  youtube: block({ title: optionalText(), youtube_video_id: text('Video'), poster_image: optionalImage() }),
  video_card_slider: block(titled(), { youtube_video_id: optionalText(), title: optionalText(), video_poster_image: optionalImage() }),
  tabbed_slider: block({ title: optionalText(), slides: documentLink() }),
  related_story: block(titled(), { story: documentLink() }),
  explore_brands: block(titled({ description: optionalText() }), { brand: documentLink() }),
  testimonials: block({ title: optionalText(), brand_code: optionalText(), count: between('How many', 1, 24) }),
  solution_card_slider: block(titled(), { icon: icon(), title: optionalText(), category: documentLink() }),
  support_articles_slider: block(titled(), { article: documentLink() }),
  support_articles_grid: block({ title: optionalText(), tag: optionalText() }),
  bento_article_grid: block(titled(), { article: documentLink() }),
  brand_grid: block(titled(), { brand: documentLink() }),
  categories_grid: block(titled(), { category: documentLink() }),
  recently_viewed_articles: block({ title: optionalText() }),
};

/** A page's body: blocks of the types the site renders, each checked by its own schema. */
export const body = () => array().of(lazy((slice: AnyObject) => {
  const schema = BLOCK_SCHEMAS[slice?.slice_type as SliceType];
  return schema ?? mixed().test('known-block', STUDIO_MESSAGES.unknownBlock(String(slice?.slice_type)), () => false);
})).default([]);
