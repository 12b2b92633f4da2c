import type { ImageField, YoutubeSlice } from '@rv/shared-lib';
import { ContentBlocks } from '../../content-blocks/components/content-blocks.component';

/**
 * An owner page's hero video (an article's or a how-to's): played by mfe-content's one video block, the page
 * giving the video id, the title it already shows as its heading, and the poster.
 */
export function VideoPlayer({ videoId, title, poster }: { videoId: string; title: string; poster?: ImageField | null }) {
  const slice: YoutubeSlice = { slice_type: 'youtube', primary: { title, youtube_video_id: videoId, poster_image: poster ?? { url: '', alt: '' }, show_title: false }, items: [] };
  return <ContentBlocks slices={[slice]} />;
}
