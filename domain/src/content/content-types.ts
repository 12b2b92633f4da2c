/**
 * Content document types of consumer spec (entities and fields) and the `data` each holds, as the content API returns them.
 * Block (slice) shapes are in content-slices.ts; field shapes in content-fields.ts.
 */
import type { AnyLink, DocumentLink, ImageField, RichText, SeoFields, WebLink } from './content-fields';
import type { Slice } from './content-slices';

export * from './content-fields';
export * from './content-slices';

/** Every document type the seed holds (spec: entities and fields) plus `model`, which the catalogue may add. */
export const CONTENT_TYPES = [
  'site_settings', 'navigation', 'footer_navigation', 'shop_by_product_line', 'shop_by_rv_type',
  'home_page', 'page', 'content_page', 'split_content', 'type_landing', 'brands_landing', 'brand_type', 'brand_directory',
  'blog_landing', 'blog_detail', 'innovation_landing', 'innovation', 'brochures', 'brochure',
  'howto_landing', 'howto_detail', 'or_landing', 'or_support_category', 'or_support_sub_category',
  'or_support_brand', 'or_support_article', 'or_support_video', 'region_information', 'learning_path_settings',
  'tabbed_slider_slides', 'decor_option', 'callout', 'core', 'glossary_term', 'model',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * Linked fields the API always resolves into a Document link's `data` for a target type,
 * so cards and routing need no extra call; `fetchLinks=type.field` adds more.
 */
export const DEFAULT_LINK_FIELDS: Readonly<Partial<Record<ContentType, readonly string[]>>> = {
  brand_type: ['public_url', 'title'],
  blog_detail: ['title', 'hero_image', 'date', 'author', 'description'],
  brands_landing: ['title', 'logo', 'tagline', 'hero_image'],
  or_support_article: ['title', 'card_image', 'hero_video'],
  or_support_brand: ['title', 'logo'],
  or_support_category: ['title', 'icon', 'description'],
  or_support_sub_category: ['title'],
  tabbed_slider_slides: ['title', 'slides'],
  innovation: ['title', 'summary', 'hero_image'],
  howto_detail: ['title', 'summary', 'hero_image'],
};

export interface SocialLink { platform: 'facebook' | 'instagram' | 'youtube' | 'pinterest' | 'tiktok'; url: string }
export interface SiteSettingsData {
  company_name: string; company_slogan: string; address_1: string; address_2: string; city_state_zip: string;
  social_links: SocialLink[];
  /** `{form}_success_message` and `{form}_error_message` for lead, customer_service, diy, email_signup, popup. */
  [message: `${string}_message`]: string;
  popup_enabled: boolean; popup_title: string; popup_image: ImageField; popup_delay: number;
  popup_show_times: number; popup_show_until: string;
  google_site_verification_ids: Array<{ verification_id: string | null }>;
  additional_verification_meta_tags: Array<{ name_attribute: string | null; content_attribute: string | null }>;
}
export interface NavigationItem {
  label: string; link: WebLink | null; children: NavigationItem[];
  calloutLink?: AnyLink; calloutImage?: ImageField; calloutImageMobile?: ImageField;
  calloutImageAlt?: string; calloutTitle?: string; calloutSubTitle?: string;
}
export interface NavigationData { items: NavigationItem[]; utility: Array<{ label: string; link: WebLink }>; inventory_cta: { label: string; link: WebLink } }
export interface FooterNavigationData {
  brand_mark: string; logo: ImageField; email_signup_label: string; email_signup_placeholder: string; email_signup_button_label: string;
  columns: Array<{ title: string; links: Array<{ label: string; link: WebLink }> }>;
  base_links: Array<{ label: string; link: WebLink }>;
}
export interface ShopByProductLineData { title: string; product_lines: Array<{ product_line: string; product_line_sub_title: string; product_line_icon: ImageField; product_line_link: WebLink }> }
export interface ShopByRvTypeData { title: string; rv_types: Array<{ type_title: string; type_icon_name: string; type_link: WebLink }> }

/** Page-like documents: SEO fields, a hero and a body of blocks. */
export interface PageData extends SeoFields { hero_image?: ImageField; body: Slice[] }
export type HomePageData = PageData;
export type ContentPageData = PageData;
export interface SplitContentData extends PageData { side_image: ImageField; side_image_position: 'left' | 'right' }
export interface TypeLandingData extends PageData { type_class: string; intro: RichText; brands: Array<{ brand: DocumentLink }> }
export interface BrandsLandingData extends PageData {
  brand_code: string; brand_group: string; logo: ImageField; tagline: string; description: RichText;
  brochures: Array<{ brochure: { url: string }; brochure_name: string }>;
  brand_types: Array<{ brand_type: DocumentLink }>;
}
export interface BrandTypeData {
  internalTitle: string; title: string; brand_slug: string; type_class: string; public_url: string; description: string;
  banner_image: ImageField; rv_image: ImageField & { thumb: { url: string } };
}
export interface BrandDirectoryData extends PageData { intro: RichText; brands: Array<{ brand: DocumentLink }> }
export interface Author { name: string; role: string; avatar: ImageField }
export interface BlogLandingData extends PageData { intro: RichText; featured: DocumentLink | null }
export interface BlogDetailData extends PageData { date: string; author: Author; description: string; hero_image: ImageField }
export interface InnovationLandingData extends PageData { intro: RichText }
export interface InnovationData extends PageData { summary: string; icon: ImageField; hero_image: ImageField; brands: string[] }
export interface BrochuresData extends PageData { intro: RichText }
export interface BrochureData {
  label: string; year: number; brand: DocumentLink;
  brochure_document: { link_type: 'Media'; url: string; name: string; kind: 'document' };
  brochure_image: ImageField;
}
export interface HowtoLandingData extends PageData { intro: RichText }
export interface HowtoDetailData extends PageData {
  summary: string; hero_image: ImageField; youtube_video_id: string | null; difficulty: 'Easy' | 'Moderate' | 'Advanced';
  time_required: string; tools: string[]; steps: Array<{ title: string; text: string }>;
}
export interface OrLandingData extends PageData { intro: RichText }
export interface OrSupportCategoryData { title: string; description: string; icon: ImageField; image: ImageField }
export interface OrSupportSubCategoryData { title: string; description: string; category: DocumentLink }
export interface OrSupportBrandData { title: string; brand_code: string; logo: ImageField; hero_image: ImageField; description: string }
export interface OrSupportArticleData extends PageData {
  description: string; date: string;
  hero_banner: ImageField | null; hero_video: { youtube_video_id: string; poster_image: ImageField } | null;
  card_image: ImageField;
  /** Each tag links an or_support_sub_category, or_support_category or or_support_brand; `tag.slug` is its uid. */
  tags_group: Array<{ tag: DocumentLink }>;
}
export interface OrSupportVideoData { title: string; description: string; youtube_video_id: string; video_poster_image: ImageField; category: DocumentLink }
export interface RegionInformationData { title: string; description: RichText; intro_copy: string; button_label: string; region_map: ImageField }
export interface LearningPathSettingsData { paths: Array<{ northpass_id: string; brand_code: string; title: string; brand_icon: ImageField }> }
export interface TabbedSliderSlidesData { title: string; slides: Array<{ tab_label: string; title: string; description: string; image: ImageField; link: AnyLink | null }> }
export interface DecorOptionData { name: string; brand_slug: string; description: string; swatch_image: ImageField; interior_image: ImageField; palette: string[] }
export interface CalloutDocumentData { title: string; description: RichText; icon: ImageField; background_image: ImageField; video_url: string | null; button_label: string; button_link: AnyLink }
export interface CoreData { title: string; welcome_title: string; welcome_message: RichText; announcements: Array<{ title: string; text: string; date: string }>; quick_links: Array<{ label: string; link: WebLink }> }
