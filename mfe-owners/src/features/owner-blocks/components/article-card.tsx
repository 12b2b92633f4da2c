import type { DocumentLink, ImageField } from '@rv/shared-lib';
import { hrefOf } from '@rv/shared-lib';
import { OwnerCard, type OwnerCardVariant } from '../../cards/components/owner-card.component';

interface LinkedArticle { title?: string; card_image?: ImageField | null; hero_video?: { youtube_video_id?: string | null } | null }

/** The linked article's resolved fields (title, card_image, hero_video: DEFAULT_LINK_FIELDS). */
export const linkedArticle = (link: DocumentLink | null | undefined): LinkedArticle => (link?.data ?? {}) as LinkedArticle;

/** Article links worth a card: not broken and titled (spec: validation rules, "A card shows only with a title and a non-broken link"). */
export function usableArticles<T extends { article?: DocumentLink | null }>(items: readonly T[]): DocumentLink[] {
  return items.map((i) => i.article).filter((a): a is DocumentLink => Boolean(a && !a.isBroken && a.uid && linkedArticle(a).title?.trim()));
}

/** A support article card from a resolved article link (spec: entities and fields: title, link, image, videoPlayIcon). */
export function ArticleLinkCard({ link, variant = 'article' }: { link: DocumentLink; variant?: OwnerCardVariant }) {
  const data = linkedArticle(link);
  return <OwnerCard title={data.title ?? ''} href={hrefOf(link)} image={data.card_image} hasVideo={Boolean(data.hero_video?.youtube_video_id)} variant={variant} />;
}
