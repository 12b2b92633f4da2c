/**
 * Every content block (slice) of consumer spec (screens and routes) "Content blocks handled", keyed by `slice_type`.
 * Page documents hold `body: Slice[]`; the block renderer switches on `slice_type` and skips any other.
 */
import type {
  AnyLink, BackgroundColor, BoxPosition, ButtonSize, ButtonTheme, CopyColor, CopyPosition, DocumentLink,
  ImageField, LinkTarget, ModalSize, RichText, SlideCopyPosition, Theme,
} from './content-fields';

/** Prismic-style slice: non-repeating fields in `primary`, repeating ones in `items`. */
export interface SliceOf<K extends string, P, I = never> {
  slice_type: K;
  variation?: string;
  primary: P;
  items: I[];
}

/** A call to action inside a block; shown only with both label and link (spec: validation rules). */
export interface Cta {
  cta_label: string | null;
  cta_link: AnyLink | null;
  button_theme?: ButtonTheme;
  button_size?: ButtonSize;
  target?: LinkTarget;
}

export interface CardItem extends Cta {
  image: ImageField;
  title: string;
  description: string;
}

/** Cross-fading slide banner (spec: screens and routes; states and transitions): interval `slide_speed` seconds per slide group. */
export type XfaderSlice = SliceOf<'xfader', { slide_speed: number }, Cta & {
  image: ImageField; mobile_image: ImageField; title: string; subtitle: string;
  copy_position: SlideCopyPosition; copy_color: CopyColor;
}>;
/** In-page banner: optional looping muted video, nine copy positions, light or dark. */
export type InPageBannerSlice = SliceOf<'in_page_banner', Cta & {
  image: ImageField; mobile_image: ImageField; video_url: string | null; title: string; subtitle: string;
  copy_position: CopyPosition; theme: 'light' | 'dark';
}>;
/** Callout banner: images per breakpoint (tablet 1024, desktop 1400), box left/center/right (default right), background default black. */
export type CalloutBannerSlice = SliceOf<'callout_banner', Cta & {
  title: string; subtitle: string; description: RichText;
  mobile_image: ImageField; tablet_image: ImageField; desktop_image: ImageField;
  video_url: string | null; box_position: BoxPosition | null; background_color: string | null;
}>;
export type CalloutSlice = SliceOf<'callout', Cta & {
  title: string; description: RichText; icon: ImageField | null; background_image: ImageField | null;
  video_url: string | null; theme: Theme;
}>;
export type CalloutGroupSlice = SliceOf<'callout_group', { title: string; background_color: BackgroundColor }, CardItem>;
/** Callouts 1, 2 and 3: one, two or three cards a row. */
export type Callouts1Slice = SliceOf<'callouts_1', { title: string; background_color: BackgroundColor }, CardItem>;
export type Callouts2Slice = SliceOf<'callouts_2', { title: string; background_color: BackgroundColor }, CardItem>;
export type Callouts3Slice = SliceOf<'callouts_3', { title: string; background_color: BackgroundColor }, CardItem>;
export type ContainerCalloutsSlice = SliceOf<'container_callouts', { title: string; description: string; background_color: BackgroundColor }, CardItem>;
export type AppCalloutSlice = SliceOf<'app_callout', {
  title: string; description: RichText; image: ImageField; app_store_link: AnyLink | null; google_play_link: AnyLink | null;
}>;
export type SplitCalloutSlice = SliceOf<'split_callout', Cta & {
  image: ImageField; image_position: 'left' | 'right'; eyebrow: string; title: string; description: RichText;
  background_color: BackgroundColor;
}>;
export type CallToActionSlice = SliceOf<'call_to_action', Cta & { title: string; description: string; theme: Theme }>;
export type GridCalloutSlice = SliceOf<'grid_callout', { title: string; description: string }, CardItem>;
export type BrandCalloutSlice = SliceOf<'brand_callout', Cta & {
  brand_logo: ImageField; title: string; description: RichText; image: ImageField; theme: Theme;
}>;

export type TextSlice = SliceOf<'text', { text: RichText }>;
/** Quote with color: `color` is a theme. */
export type QuoteSlice = SliceOf<'quote', { quote: string; attribution: string; color: Theme }>;
export type PullQuoteSlice = SliceOf<'pull_quote', { quote: string; attribution: string }>;
export type FaqSlice = SliceOf<'faq', { title: string }, { question: string; answer: RichText }>;
export type CopyBlockSlice = SliceOf<'copy_block', { eyebrow: string; title: string; copy: RichText; alignment: 'left' | 'center' }>;
/** Flexible text, with a modal button when `modal_button_label` is set. */
export type FlexibleTextSlice = SliceOf<'flexible_text', Cta & {
  title: string; copy: RichText;
  modal_button_label: string | null; modal_title: string | null; modal_copy: RichText; modal_size: ModalSize | null;
}>;
export type BulletedListSlice = SliceOf<'bulleted_list', { title: string }, { text: string }>;
export type LinkSectionSlice = SliceOf<'link_section', { title: string }, { label: string; link: AnyLink | null }>;

export type GallerySlice = SliceOf<'gallery', { title: string }, { image: ImageField; caption: string }>;
/** Editorial image: at most 2 vertical or 1 horizontal images are shown (spec: validation rules). */
export type EditorialImageSlice = SliceOf<'editorial_image', { orientation: 'vertical' | 'horizontal'; caption: string }, { image: ImageField }>;
export type EmbedSlice = SliceOf<'embed', { title: string; embed_url: string; aspect_ratio: '16:9' | '4:3' }>;
/**
 * The spec's YouTube block, played from the site: `youtube_video_id` keeps the spec's field name but holds a site
 * video id (`video-ids.ts`); `show_title: false` leaves the heading to the page (an article's hero).
 */
export type YoutubeSlice = SliceOf<'youtube', { title: string; youtube_video_id: string; poster_image: ImageField; show_title?: boolean }>;
/** A video card: `youtube_video_id` is a site video id, as in the YouTube block. */
export type VideoCard = { youtube_video_id: string | null; title: string; video_poster_image: ImageField };
/** Video card slider: cards without a site video id are dropped (spec: validation rules). */
export type VideoCardSliderSlice = SliceOf<'video_card_slider', { title: string; background_color: BackgroundColor }, VideoCard>;
/** Tabbed slider: `slides` links a tabbed_slider_slides document (its `slides` come resolved in `slides.data`). */
export type TabbedSliderSlice = SliceOf<'tabbed_slider', { title: string; slides: DocumentLink }>;

/** Related stories: each `story` links a blog_detail with title, hero_image, date, author, description resolved. */
export type RelatedStorySlice = SliceOf<'related_story', { title: string }, { story: DocumentLink }>;
/** Explore brands: each `brand` links a brands_landing with title, logo, tagline, hero_image resolved. */
export type ExploreBrandsSlice = SliceOf<'explore_brands', { title: string; description: string }, { brand: DocumentLink }>;
/** Owner reviews from the reviews module; `brand_code` narrows them to one brand. */
export type TestimonialsSlice = SliceOf<'testimonials', { title: string; brand_code: string | null; count: number }>;

/** Solution cards: icon, title and an or_support_category link; both needed (spec: validation rules). */
export type SolutionCardSliderSlice = SliceOf<'solution_card_slider', { title: string; background_color: BackgroundColor },
  { icon: ImageField | null; title: string; category: DocumentLink | null }>;
/** Support articles slider: `article` links an or_support_article (title, card_image, hero_video resolved). */
export type SupportArticlesSliderSlice = SliceOf<'support_articles_slider',
  { title: string; background_color: BackgroundColor; view_all: boolean }, { article: DocumentLink }>;
/** Support articles grid: 16 a page with Load More, articles tagged with `tag` (a sub-category or category uid) or all. */
export type SupportArticlesGridSlice = SliceOf<'support_articles_grid', { title: string; tag: string | null }>;
/** Bento grid: 1 to 5 articles, layout by count. */
export type BentoArticleGridSlice = SliceOf<'bento_article_grid', { title: string }, { article: DocumentLink }>;
/** Brand grid: each `brand` links an or_support_brand (title, logo resolved); kept with title, logo and uid. */
export type BrandGridSlice = SliceOf<'brand_grid', { title: string }, { brand: DocumentLink }>;
/** Categories grid: each `category` links an or_support_category (title, icon, description resolved). */
export type CategoriesGridSlice = SliceOf<'categories_grid', { title: string }, { category: DocumentLink }>;
/** Recently viewed articles: read from the cookie (at most 4); no fields beyond the title. */
export type RecentlyViewedArticlesSlice = SliceOf<'recently_viewed_articles', { title: string }>;

export type Slice =
  | XfaderSlice | InPageBannerSlice | CalloutBannerSlice | CalloutSlice | CalloutGroupSlice
  | Callouts1Slice | Callouts2Slice | Callouts3Slice | ContainerCalloutsSlice | AppCalloutSlice
  | SplitCalloutSlice | CallToActionSlice | GridCalloutSlice | BrandCalloutSlice
  | TextSlice | QuoteSlice | PullQuoteSlice | FaqSlice | CopyBlockSlice | FlexibleTextSlice | BulletedListSlice | LinkSectionSlice
  | GallerySlice | EditorialImageSlice | EmbedSlice | YoutubeSlice | VideoCardSliderSlice | TabbedSliderSlice
  | RelatedStorySlice | ExploreBrandsSlice | TestimonialsSlice
  | SolutionCardSliderSlice | SupportArticlesSliderSlice | SupportArticlesGridSlice | BentoArticleGridSlice
  | BrandGridSlice | CategoriesGridSlice | RecentlyViewedArticlesSlice;

export type SliceType = Slice['slice_type'];
export type SliceByType<K extends SliceType> = Extract<Slice, { slice_type: K }>;

/** Every slice type, so tests and the renderer can check they cover them all. */
export const SLICE_TYPES: readonly SliceType[] = [
  'xfader', 'in_page_banner', 'callout_banner', 'callout', 'callout_group', 'callouts_1', 'callouts_2', 'callouts_3',
  'container_callouts', 'app_callout', 'split_callout', 'call_to_action', 'grid_callout', 'brand_callout',
  'text', 'quote', 'pull_quote', 'faq', 'copy_block', 'flexible_text', 'bulleted_list', 'link_section',
  'gallery', 'editorial_image', 'embed', 'youtube', 'video_card_slider', 'tabbed_slider',
  'related_story', 'explore_brands', 'testimonials',
  'solution_card_slider', 'support_articles_slider', 'support_articles_grid', 'bento_article_grid',
  'brand_grid', 'categories_grid', 'recently_viewed_articles',
];
