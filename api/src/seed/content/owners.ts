/** Owner support: categories, sub-categories, brand pages, videos and the landing (spec: screens and routes, /owners; entities and fields). */
import { LEAD_BRANDS } from '@rv/domain';
import type {
  OrLandingData, OrSupportBrandData, OrSupportCategoryData, OrSupportSubCategoryData, OrSupportVideoData,
} from '@rv/domain/content';
import { videoIdOf } from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { copyOf } from './brand-copy';
import { brandLogo, doc, icon, link, paragraphs, scene, slice } from './helpers';
import { articleUid } from './owner-articles';
import { OWNER_ARTICLES, OWNER_CATEGORIES } from './owner-taxonomy';

const VIDEOS: Array<[string, string, string]> = [
  ['Walkthrough: Your First Hookup', 'electrical', 'Shore power, water and sewer in the right order.'],
  ['Winterizing in Ten Minutes', 'plumbing', 'A fast, complete winterizing routine.'],
  ['Slide-Out Care', 'exterior-and-chassis', 'Seals, toppers and the manual override.'],
  ['Lighting the Water Heater', 'plumbing', 'Gas and electric modes explained.'],
  ['Hitching a Travel Trailer', 'towing-and-hitching', 'Weight distribution and sway control.'],
  ['Solar System Tour', 'electrical', 'Panels, controller, batteries and inverter.'],
  ['Furnace Basics', 'heating-and-cooling', 'Thermostat, ducting and maintenance.'],
  ['Refrigerator Tips', 'appliances', 'Keeping food cold on the road.'],
];
/** The site video of owner video document `video-{i + 1}`. */
export const videoId = (i: number) => videoIdOf('owner', `video-${i + 1}`);

export function ownerDocuments(): NewDocument[] {
  const categories = OWNER_CATEGORIES.map((c) => {
    const data: OrSupportCategoryData = { title: c.title, description: c.description, icon: icon(c.uid, ''), image: scene(`owners-${c.uid}`, c.title) };
    return doc('or_support_category', c.uid, data);
  });
  const subs = OWNER_CATEGORIES.flatMap((c) => c.subs.map(([uid, title]) => {
    const data: OrSupportSubCategoryData = { title, description: `${title} articles and videos for ${c.title.toLowerCase()}.`, category: link('or_support_category', c.uid) };
    return doc('or_support_sub_category', uid, data, { tags: [c.uid] });
  }));
  const brands = LEAD_BRANDS.map((b) => {
    const data: OrSupportBrandData = {
      title: b.name, brand_code: b.code, logo: brandLogo(b.slug, b.name), hero_image: scene(`owners-${b.slug}`, `${b.name} owners`),
      description: `Manuals, support articles and videos for ${b.name} owners. ${copyOf(b.slug).pitch}`,
    };
    return doc('or_support_brand', b.slug, data, { tags: [b.code] });
  });
  const videos = VIDEOS.map(([title, category, description], i) => {
    const data: OrSupportVideoData = {
      title, description, youtube_video_id: videoId(i), video_poster_image: scene(`owner-video-${i}`, title), category: link('or_support_category', category),
    };
    return doc('or_support_video', `video-${i + 1}`, data, { tags: [category] });
  });
  const articleUids = OWNER_ARTICLES.map(([title]) => articleUid(title));
  const landing: OrLandingData = {
    title: 'Owner Support', meta_description: 'Support articles, videos and manuals for every product line.',
    intro: paragraphs('Find answers by category or by your brand.'),
    hero_image: scene('owners-hero', 'An owner opening the entry door of a fifth wheel', { mobile: true }),
    body: [
      slice('solution_card_slider', { title: 'Find a solution', background_color: 'neutral-50' }, [
        ...OWNER_CATEGORIES.map((c) => ({ icon: icon(c.uid, ''), title: c.title, category: link('or_support_category', c.uid) })),
        // Kept to show the rule: a card whose category is gone is not rendered.
        { icon: icon('retired', ''), title: 'Retired Category', category: link('or_support_category', 'retired-category') },
      ]),
      slice('bento_article_grid', { title: 'Featured articles' }, articleUids.slice(0, 5).map((uid) => ({ article: link('or_support_article', uid) }))),
      slice('brand_grid', { title: 'Support by brand' }, LEAD_BRANDS.map((b) => ({ brand: link('or_support_brand', b.slug) }))),
      slice('categories_grid', { title: 'Browse by category' }, OWNER_CATEGORIES.map((c) => ({ category: link('or_support_category', c.uid) }))),
      slice('support_articles_slider', { title: 'Popular this season', background_color: '', view_all: true },
        articleUids.filter((_, i) => i % 5 === 1).map((uid) => ({ article: link('or_support_article', uid) }))),
      slice('video_card_slider', { title: 'Illustrated guides', background_color: 'neutral-100' }, [
        ...VIDEOS.map(([title], i) => ({ youtube_video_id: videoId(i), title, video_poster_image: scene(`owner-video-${i}`, title) })),
        // Kept to show the rule: a card without a video id is dropped.
        { youtube_video_id: null, title: 'Coming soon', video_poster_image: scene('owner-video-soon', 'Coming soon') },
      ]),
      slice('recently_viewed_articles', { title: 'Recently viewed' }),
      slice('support_articles_grid', { title: 'All support articles', tag: null }),
    ],
  };
  return [doc('or_landing', 'owners', landing), ...categories, ...subs, ...brands, ...videos];
}
