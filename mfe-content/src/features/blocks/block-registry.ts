import type { ComponentType } from 'react';
import type { BlockComponents, Slice, SliceType } from '@rv/shared-lib';
import type { OwnerBlockType } from '@rv/shared-lib/owners';
import { CalloutBanner } from './callout-banner.component';
import { CardCallouts } from './card-callouts.component';
import { InPageBanner } from './in-page-banner.component';
import { EditorialImage, Embed, Gallery, Youtube } from './media-blocks.component';
import { AppCallout, BrandCallout, CallToAction, Callout, SplitCallout } from './promo-blocks.component';
import { SlideBanner } from './slide-banner.component';
import { ExploreBrands, RelatedStory, Testimonials } from './story-blocks.component';
import { TabbedSlider } from './tabbed-slider.component';
import { BulletedList, CopyBlock, Faq, FlexibleText, LinkSection, PullQuote, QuoteBlock, TextBlock } from './text-blocks.component';
import { VideoCardSlider } from './video-card-slider.component';

/** The slice types drawn here: all but the owner blocks, whose owner parts the owner pages pass in. */
type ContentBlockType = Exclude<SliceType, OwnerBlockType>;
type ContentBlocks = { [K in ContentBlockType]: ComponentType<{ slice: Extract<Slice, { slice_type: K }> }> };

/** The component of every block of spec (screens and routes) "Content blocks handled" but the owner blocks, by slice type. */
export const BLOCKS: ContentBlocks = {
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
};

type AnyBlock = ComponentType<{ slice: Slice }>;

/** The component of a slice type: the caller's (`blocks`) first, then this registry's; undefined for a type neither has. */
export function blockFor(type: unknown, blocks: BlockComponents = {}): AnyBlock | undefined {
  if (typeof type !== 'string') return undefined;
  if (Object.hasOwn(blocks, type)) return blocks[type as SliceType] as AnyBlock | undefined;
  return Object.hasOwn(BLOCKS, type) ? (BLOCKS[type as ContentBlockType] as AnyBlock) : undefined;
}
