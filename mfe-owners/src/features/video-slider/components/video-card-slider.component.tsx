import type { VideoCardSliderSlice } from '@rv/shared-lib';
import { ContentBlocks } from '../../content-blocks/components/content-blocks.component';

/**
 * Owner videos (the landing's slider, a brand's or a category's videos): the owner pages choose the cards from
 * their or_support_video documents; mfe-content's one video card slider draws and plays them.
 */
export function VideoCardSlider({ slice }: { slice: VideoCardSliderSlice }) {
  return <ContentBlocks slices={[slice]} />;
}
