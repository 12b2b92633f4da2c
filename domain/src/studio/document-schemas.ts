import { array, object, string, type AnyObjectSchema, type AnySchema } from 'yup';
import type { ContentType } from '@rv/domain/content';
import { body } from './block-schemas';
import { STUDIO_MESSAGES, icon, items, link, optionalImage, optionalText, richText, seo, text } from './field-schemas';

/**
 * One schema per document type: what the studio's document editor checks and what the API checks on
 * save, with the same words. Typed by every content type, so a new type does not compile without one.
 */
const page = (extra: Record<string, AnySchema> = {}) => object({ ...seo, hero_image: optionalImage(), body: body(), ...extra });
const titled = (extra: Record<string, AnySchema> = {}) => object({ title: text('Title'), ...extra });
const labelled = (label: string, extra: Record<string, AnySchema> = {}) => object({ [label]: text(label === 'term' ? 'Term' : 'Name'), ...extra });
const webLinks = () => items({ label: text('Label'), link: link() });

export const DOCUMENT_SCHEMAS: Record<ContentType, AnyObjectSchema> = {
  site_settings: object({ company_name: text('Company name'), popup_image: optionalImage() }),
  navigation: object({ items: array().of(object({ label: text('Label'), link: link() })).default([]), utility: webLinks() }),
  footer_navigation: object({ logo: optionalImage(), columns: array().of(object({ title: text('Column title'), links: webLinks() })).default([]), base_links: webLinks() }),
  shop_by_product_line: titled({ product_lines: items({ product_line: text('Product line'), product_line_icon: icon(), product_line_link: link() }) }),
  shop_by_rv_type: titled({ rv_types: items({ type_title: text('Type'), type_link: link() }) }),
  home_page: page(),
  page: page(),
  content_page: page(),
  split_content: page({ side_image: optionalImage() }),
  type_landing: page({ intro: richText(), brands: items({ brand: link() }) }),
  brands_landing: page({ logo: optionalImage(), description: richText(), brand_types: items({ brand_type: link() }) }),
  brand_type: titled({ banner_image: optionalImage(), rv_image: optionalImage() }),
  brand_directory: page({ intro: richText(), brands: items({ brand: link() }) }),
  blog_landing: page({ intro: richText() }),
  blog_detail: page({ description: optionalText(), date: string().matches(/^\d{4}-\d{2}-\d{2}/, 'Date must be a date such as 2026-05-01').nullable().optional() }),
  innovation_landing: page({ intro: richText() }),
  innovation: page({ summary: optionalText(), icon: icon() }),
  brochures: page({ intro: richText() }),
  brochure: labelled('label', { brochure_image: optionalImage() }),
  howto_landing: page({ intro: richText() }),
  howto_detail: page({ summary: optionalText() }),
  or_landing: page({ intro: richText(), icon: icon() }),
  or_support_category: titled({ icon: icon(), image: optionalImage() }),
  or_support_sub_category: titled({ category: link() }),
  or_support_brand: titled({ logo: optionalImage(), hero_image: optionalImage() }),
  or_support_article: page({ card_image: optionalImage() }),
  or_support_video: titled({ video_poster_image: optionalImage(), category: link() }),
  region_information: titled(),
  learning_path_settings: object({ paths: array().default([]) }),
  tabbed_slider_slides: titled({ slides: items({ image: optionalImage() }) }),
  decor_option: labelled('name', { swatch_image: optionalImage(), interior_image: optionalImage() }),
  callout: titled({ icon: icon(), background_image: optionalImage(), button_link: link() }),
  core: titled(),
  glossary_term: labelled('term'),
  model: object({ hero_image: optionalImage() }),
};

/** A document's uid as its address names it. */
export const UID_SCHEMA = string().required(STUDIO_MESSAGES.required('Address name')).matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, STUDIO_MESSAGES.uid).max(200);

