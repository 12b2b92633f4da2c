import type { BrandDirectoryData, ImageField } from '@rv/shared-lib';
import { CardGrid } from '../page/card-grid.component';

interface BrandFields { title?: string; logo?: ImageField; tagline?: string; hero_image?: ImageField }

/** The brand directory's product lines: one card per linked brand landing; broken links are dropped. */
export function BrandDirectoryList({ brands }: { brands: BrandDirectoryData['brands'] }) {
  const cards = (brands ?? []).filter((b) => b.brand && !b.brand.isBroken && (b.brand.data as BrandFields | undefined)?.title).map(({ brand }) => {
    const d = brand.data as BrandFields;
    return { key: brand.uid, title: d.title ?? '', link: brand, image: d.logo, description: d.tagline, linkLabel: 'Explore' };
  });
  if (cards.length === 0) return <p className="rv-container">No product lines to show yet.</p>;
  return <div className="rv-container"><CardGrid label="Product lines" cards={cards} columns={4} imageWidth={240} imageHeight={60} /></div>;
}
