import type { ComponentType } from 'react';
import type { Slice, SliceType } from '@rv/shared-lib';
import { CalloutBanner } from './callout-banner.component';
import { CardCallouts } from './card-callouts.component';
import { InPageBanner } from './in-page-banner.component';
import { EditorialImage, Embed, Gallery, Youtube } from './media-blocks.component';
import { BentoArticleGrid, BrandGrid, CategoriesGrid, SolutionCardSlider, SupportArticlesSlider } from './owner-blocks.component';
import { AppCallout, BrandCallout, CallToAction, Callout, SplitCallout } from './promo-blocks.component';
import { RecentlyViewedArticles } from './recently-viewed-articles.component';
import { SlideBanner } from './slide-banner.component';
import { ExploreBrands, RelatedStory, Testimonials } from './story-blocks.component';
import { SupportArticlesGrid } from './support-articles-grid.component';
import { TabbedSlider } from './tabbed-slider.component';
import { BulletedList, CopyBlock, Faq, FlexibleText, LinkSection, PullQuote, QuoteBlock, TextBlock } from './text-blocks.component';
import { VideoCardSlider } from './video-card-slider.component';

type BlockComponents = { [K in SliceType]: ComponentType<{ slice: Extract<Slice, { slice_type: K }> }> };

/** The component of every block of spec (screens and routes) "Content blocks handled", by slice type. */
export const BLOCKS: BlockComponents = {
  xfader: SlideBanner,
  in_page_banner: InPageBanner,
  callout_banner: CalloutBanner,
  callout: Callout,
  callout_group: CardCallouts,
  callouts_1: CardCallouts,
  callouts_2: CardCallouts,
  callouts_3: CardCallouts,
  container_callouts: CardCallouts,
  grid_callout: CardCallouts,
  app_callout: AppCallout,
  split_callout: SplitCallout,
  call_to_action: CallToAction,
  brand_callout: BrandCallout,
  text: TextBlock,
  quote: QuoteBlock,
  pull_quote: PullQuote,
  faq: Faq,
  copy_block: CopyBlock,
  flexible_text: FlexibleText,
  bulleted_list: BulletedList,
  link_section: LinkSection,
  gallery: Gallery,
  editorial_image: EditorialImage,
  embed: Embed,
  youtube: Youtube,
  video_card_slider: VideoCardSlider,
  tabbed_slider: TabbedSlider,
  related_story: RelatedStory,
  explore_brands: ExploreBrands,
  testimonials: Testimonials,
  solution_card_slider: SolutionCardSlider,
  support_articles_slider: SupportArticlesSlider,
  support_articles_grid: SupportArticlesGrid,
  bento_article_grid: BentoArticleGrid,
  brand_grid: BrandGrid,
  categories_grid: CategoriesGrid,
  recently_viewed_articles: RecentlyViewedArticles,
};

/** The component of a slice type, or undefined for a type the renderer does not know. */
export function blockFor(type: unknown): ComponentType<{ slice: Slice }> | undefined {
  return typeof type === 'string' && Object.hasOwn(BLOCKS, type) ? (BLOCKS[type as SliceType] as ComponentType<{ slice: Slice }>) : undefined;
}
