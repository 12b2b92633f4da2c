import { useResource } from '@rv/shared-lib';
import { articleHero } from '@rv/shared-lib/owners';
import { CardSlider } from '../../cards/components/card-slider.component';
import { OwnerCard } from '../../cards/components/owner-card.component';
import { fetchArticlePage } from '../../support-grid/api/support-articles.resource';

/**
 * Related articles share the article's sub-category (else its category); the article itself is left out.
 * Below the article, the rail is laid out and painted only near view (each layout of the page skips its cards).
 */
export function RelatedArticles({ uid, tag }: { uid: string | null; tag: string | null }) {
  const related = useResource(tag ? `related:${tag}` : null, () => fetchArticlePage(tag, 1));
  const articles = (related.data?.results ?? []).filter((a) => a.uid !== uid).slice(0, 8);
  if (!tag || related.status !== 'success' || articles.length === 0) return null;
  return (
    <CardSlider
      title="Related articles"
      type="support-article"
      className="rv-render-near-view"
      cards={articles.map((a) => ({
        key: a.id,
        node: <OwnerCard title={a.data.title} href={`/owners/${a.uid}`} image={a.data.card_image} hasVideo={articleHero(a.data)?.kind === 'video'} />,
      }))}
    />
  );
}
