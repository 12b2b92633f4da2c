import { BUTTON_SIZES, BUTTON_THEMES, MODAL_SIZES, type Slice, type SliceType } from '@rv/domain/content';

/**
 * How the studio edits each block the site draws: its fields (`primary`) and, for a block of repeated
 * items, each item's fields. One entry per slice type (the type makes a missing one a compile error, and
 * block-editors.test.ts compares it with the renderers' lists).
 */
export type FieldKind =
  | { kind: 'text' | 'textarea' | 'richtext' | 'image' | 'link' | 'number' | 'boolean' }
  | { kind: 'document'; targetType: string }
  | { kind: 'select'; options: readonly string[]; optional?: boolean };

export type FieldSpec = FieldKind & { name: string; label: string };

export interface BlockEditor {
  label: string;
  primary: readonly FieldSpec[];
  /** Fields of each repeated item, and what one item is called. */
  items?: { label: string; fields: readonly FieldSpec[] };
}

const field = (name: string, label: string, kind: FieldKind['kind'] = 'text'): FieldSpec => ({ name, label, kind } as FieldSpec);
const select = (name: string, label: string, options: readonly string[], optional = false): FieldSpec => ({ name, label, kind: 'select', options, optional });
const documentLink = (name: string, label: string, targetType: string): FieldSpec => ({ name, label, kind: 'document', targetType });

const THEMES = ['light', 'dark', 'primary'] as const;
const BACKGROUNDS = ['', 'neutral-50', 'neutral-100', 'neutral-200'] as const;
const POSITIONS = ['Top Left', 'Top Center', 'Top Right', 'Middle Left', 'Middle Center', 'Middle Right', 'Bottom Left', 'Bottom Center', 'Bottom Right'] as const;

const title = field('title', 'Title');
const background = select('background_color', 'Background', BACKGROUNDS);
/** A call to action: shown on the site only with both label and link. */
const CTA: readonly FieldSpec[] = [
  field('cta_label', 'Button label'), field('cta_link', 'Button link', 'link'),
  select('button_theme', 'Button style', BUTTON_THEMES, true), select('button_size', 'Button size', BUTTON_SIZES, true),
  select('target', 'Opens in', ['_self', '_blank'], true),
];
const CARD: BlockEditor['items'] = { label: 'Card', fields: [field('image', 'Image', 'image'), title, field('description', 'Description', 'textarea'), ...CTA] };
const cards = (label: string, extra: readonly FieldSpec[] = []): BlockEditor => ({ label, primary: [title, ...extra, background], items: CARD });
const linkedList = (label: string, itemLabel: string, name: string, targetType: string, primary: readonly FieldSpec[] = [title]): BlockEditor =>
  ({ label, primary, items: { label: itemLabel, fields: [documentLink(name, itemLabel, targetType)] } });

export const BLOCK_EDITORS: { readonly [K in SliceType]: BlockEditor } = {
  xfader: {
    label: 'Slide banner',
    primary: [field('slide_speed', 'Seconds per slide', 'number')],
    items: { label: 'Slide', fields: [
      field('image', 'Image', 'image'), field('mobile_image', 'Phone image', 'image'), title, field('subtitle', 'Subtitle'),
      select('copy_position', 'Text position', [...POSITIONS, 'Center']), select('copy_color', 'Text colour', ['White', 'Black']), ...CTA,
    ] },
  },
  in_page_banner: {
    label: 'In-page banner',
    primary: [field('image', 'Image', 'image'), field('mobile_image', 'Phone image', 'image'), field('video_url', 'Video address'), title,
      field('subtitle', 'Subtitle'), select('copy_position', 'Text position', POSITIONS), select('theme', 'Theme', ['light', 'dark']), ...CTA],
  },
  callout_banner: {
    label: 'Callout banner',
    primary: [title, field('subtitle', 'Subtitle'), field('description', 'Description', 'richtext'), field('mobile_image', 'Phone image', 'image'),
      field('tablet_image', 'Tablet image', 'image'), field('desktop_image', 'Desktop image', 'image'), field('video_url', 'Video address'),
      select('box_position', 'Box position', ['left', 'center', 'right'], true), field('background_color', 'Background colour'), ...CTA],
  },
  callout: {
    label: 'Callout',
    primary: [title, field('description', 'Description', 'richtext'), field('icon', 'Icon', 'image'), field('background_image', 'Background image', 'image'),
      field('video_url', 'Video address'), select('theme', 'Theme', THEMES), ...CTA],
  },
  callout_group: cards('Callout group'),
  callouts_1: cards('Callouts, one a row'),
  callouts_2: cards('Callouts, two a row'),
  callouts_3: cards('Callouts, three a row'),
  container_callouts: cards('Container callouts', [field('description', 'Description', 'textarea')]),
  grid_callout: { label: 'Grid callout', primary: [title, field('description', 'Description', 'textarea')], items: CARD },
  app_callout: {
    label: 'App callout',
    primary: [title, field('description', 'Description', 'richtext'), field('image', 'Image', 'image'),
      field('app_store_link', 'App Store link', 'link'), field('google_play_link', 'Google Play link', 'link')],
  },
  split_callout: {
    label: 'Split callout',
    primary: [field('image', 'Image', 'image'), select('image_position', 'Image side', ['left', 'right']), field('eyebrow', 'Eyebrow'), title,
      field('description', 'Description', 'richtext'), background, ...CTA],
  },
  call_to_action: { label: 'Call to action', primary: [title, field('description', 'Description', 'textarea'), select('theme', 'Theme', THEMES), ...CTA] },
  brand_callout: {
    label: 'Brand callout',
    primary: [field('brand_logo', 'Brand logo', 'image'), title, field('description', 'Description', 'richtext'), field('image', 'Image', 'image'),
      select('theme', 'Theme', THEMES), ...CTA],
  },
  text: { label: 'Text', primary: [field('text', 'Text', 'richtext')] },
  quote: { label: 'Quote', primary: [field('quote', 'Quote', 'textarea'), field('attribution', 'Attribution'), select('color', 'Colour', THEMES)] },
  pull_quote: { label: 'Pull quote', primary: [field('quote', 'Quote', 'textarea'), field('attribution', 'Attribution')] },
  faq: { label: 'Questions and answers', primary: [title], items: { label: 'Question', fields: [field('question', 'Question'), field('answer', 'Answer', 'richtext')] } },
  copy_block: {
    label: 'Copy block',
    primary: [field('eyebrow', 'Eyebrow'), title, field('copy', 'Copy', 'richtext'), select('alignment', 'Alignment', ['left', 'center'])],
  },
  flexible_text: {
    label: 'Flexible text',
    primary: [title, field('copy', 'Copy', 'richtext'), field('modal_button_label', 'Pop-up button label'), field('modal_title', 'Pop-up title'),
      field('modal_copy', 'Pop-up copy', 'richtext'), select('modal_size', 'Pop-up size', MODAL_SIZES, true), ...CTA],
  },
  bulleted_list: { label: 'Bulleted list', primary: [title], items: { label: 'Point', fields: [field('text', 'Text')] } },
  link_section: { label: 'Links', primary: [title], items: { label: 'Link', fields: [field('label', 'Label'), field('link', 'Link', 'link')] } },
  gallery: { label: 'Gallery', primary: [title], items: { label: 'Picture', fields: [field('image', 'Image', 'image'), field('caption', 'Caption')] } },
  editorial_image: {
    label: 'Editorial image',
    primary: [select('orientation', 'Orientation', ['vertical', 'horizontal']), field('caption', 'Caption')],
    items: { label: 'Picture', fields: [field('image', 'Image', 'image')] },
  },
  embed: { label: 'Embed', primary: [title, field('embed_url', 'Embed address'), select('aspect_ratio', 'Aspect ratio', ['16:9', '4:3'])] },
  youtube: {
    label: 'Video',
    primary: [title, field('youtube_video_id', 'Site video id'), field('poster_image', 'Poster image', 'image'), field('show_title', 'Show the title', 'boolean')],
  },
  video_card_slider: {
    label: 'Video card slider',
    primary: [title, background],
    items: { label: 'Video card', fields: [field('youtube_video_id', 'Site video id'), title, field('video_poster_image', 'Poster image', 'image')] },
  },
  tabbed_slider: { label: 'Tabbed slider', primary: [title, documentLink('slides', 'Slides', 'tabbed_slider_slides')] },
  related_story: linkedList('Related stories', 'Story', 'story', 'blog_detail'),
  explore_brands: linkedList('Explore brands', 'Brand', 'brand', 'brands_landing', [title, field('description', 'Description', 'textarea')]),
  testimonials: { label: 'Owner reviews', primary: [title, field('brand_code', 'Brand code (empty: every brand)'), field('count', 'How many', 'number')] },
  solution_card_slider: {
    label: 'Solution cards',
    primary: [title, background],
    items: { label: 'Card', fields: [field('icon', 'Icon', 'image'), title, documentLink('category', 'Category', 'or_support_category')] },
  },
  support_articles_slider: linkedList('Support articles slider', 'Article', 'article', 'or_support_article', [title, background, field('view_all', 'Show "View all"', 'boolean')]),
  support_articles_grid: { label: 'Support articles grid', primary: [title, field('tag', 'Tag (empty: every article)')] },
  bento_article_grid: linkedList('Bento article grid', 'Article', 'article', 'or_support_article'),
  brand_grid: linkedList('Brand grid', 'Brand', 'brand', 'or_support_brand'),
  categories_grid: linkedList('Categories grid', 'Category', 'category', 'or_support_category'),
  recently_viewed_articles: { label: 'Recently viewed articles', primary: [title] },
};

/** The empty value a field starts with in a new block or item. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'richtext':
      return [];
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'select':
      return spec.optional ? null : spec.options[0];
    case 'image':
    case 'link':
    case 'document':
      return null;
    default:
      return '';
  }
}

const emptyFields = (fields: readonly FieldSpec[]) => Object.fromEntries(fields.map((spec) => [spec.name, emptyValue(spec)]));

/** A new block of a type, with every field empty and one empty item where the block repeats items. */
export function newBlock(type: SliceType): Slice {
  const editor = BLOCK_EDITORS[type];
  return { slice_type: type, primary: emptyFields(editor.primary), items: editor.items ? [emptyFields(editor.items.fields)] : [] } as unknown as Slice;
}

/** A new item of a block that repeats items. */
export const newItem = (type: SliceType) => emptyFields(BLOCK_EDITORS[type].items?.fields ?? []);
