import type { ImageField, RecentlyViewedArticlesSlice } from '@rv/shared-lib';
import { RecentlyViewedArticles as RecentList } from '@rv/shared-lib/owners';
import { BlockSection } from './components/block-section.component';
import { Card } from './components/card.component';
import grid from './components/grid.module.css';

/** Older cookies hold the hero as an image field rather than its URL. */
const imageOf = (hero: unknown): ImageField | null =>
  typeof hero === 'string' ? { url: hero, alt: '' } : ((hero as ImageField | null)?.url ? (hero as ImageField) : null);

/** Recently viewed articles block: the owners' list from the cookie (@rv/shared-lib/owners) with content cards. */
export function RecentlyViewedArticles({ slice }: { slice: RecentlyViewedArticlesSlice }) {
  return (
    <RecentList
      renderCard={(a) => (
        <Card title={a.title} link={{ link_type: 'Document', type: 'or_support_article', uid: a.uid, isBroken: false }} image={imageOf(a.heroImage)} eyebrow={a.hasVideo ? 'Video' : undefined} />
      )}
      frame={(list) => <BlockSection title={slice.primary.title} label="Recently viewed">{list}</BlockSection>}
      listClassName={`${grid.grid} ${grid.cols4}`}
    />
  );
}
