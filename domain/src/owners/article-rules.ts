/** Owner support article rules (consumer spec: entities and fields, "Support article", "Support article card"). */
import type { DocumentLink, ImageField } from '../content/content-fields';
import type { RecentArticle } from './owner-cookies';

/** The article fields these rules read; every one may be missing in content. */
export interface SupportArticleFields {
  title?: string | null;
  hero_banner?: ImageField | null;
  hero_video?: { youtube_video_id?: string | null; poster_image?: ImageField | null } | null;
  card_image?: ImageField | null;
  tags_group?: Array<{ tag?: DocumentLink | null } | null> | null;
}

export type ArticleHero =
  | { kind: 'video'; videoId: string; poster: ImageField | null }
  | { kind: 'image'; image: ImageField }
  | null;

/** The hero: a video when it has an id, else the banner image when it has a URL, else none. */
export function articleHero(data: SupportArticleFields): ArticleHero {
  const id = data.hero_video?.youtube_video_id?.trim();
  if (id) return { kind: 'video', videoId: id, poster: data.hero_video?.poster_image?.url ? data.hero_video.poster_image : null };
  if (data.hero_banner?.url) return { kind: 'image', image: data.hero_banner };
  return null;
}

/** The entry the recently viewed cookie keeps for an article (spec: entities and fields, "Recently viewed article"). */
export function toRecentArticle(uid: string, data: SupportArticleFields): RecentArticle | null {
  const title = data.title?.trim();
  if (!uid || !title) return null;
  const hero = articleHero(data);
  const heroImage = data.card_image?.url || (hero?.kind === 'image' ? hero.image.url : hero?.poster?.url) || null;
  return { uid, title, heroImage, hasVideo: hero?.kind === 'video' };
}

/** The article's tags of one document type (usable links only), e.g. its sub-categories. */
export function articleTags(data: SupportArticleFields, type: 'or_support_sub_category' | 'or_support_category' | 'or_support_brand'): DocumentLink[] {
  return (data.tags_group ?? []).map((g) => g?.tag).filter((t): t is DocumentLink => Boolean(t && !t.isBroken && t.type === type && t.uid));
}
