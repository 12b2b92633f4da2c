import { brandGridBrands, type BrandGridSlice, type ImageField, hrefOf } from '@rv/shared-lib';
import { CardSlider } from '../../cards/components/card-slider.component';
import { OwnerCard } from '../../cards/components/owner-card.component';

interface BrandFields { title?: string; logo?: ImageField }

/**
 * Brand grid: brands with a title, a logo and a uid (spec: validation rules), in groups of 5 (spec: constants and limits), as rows that
 * wrap: as a sideways slider its fifth column was cut off on a desktop with no sign of more.
 */
export function BrandGrid({ slice }: { slice: BrandGridSlice }) {
  const brands = brandGridBrands(slice.items.filter((i) => i.brand && !i.brand.isBroken).map((i) => {
    const data = (i.brand.data ?? {}) as BrandFields;
    return { uid: i.brand.uid, title: data.title, logo: data.logo, href: hrefOf(i.brand) };
  }));
  if (brands.length === 0) return null;
  return (
    <CardSlider
      title={slice.primary.title || 'Support by brand'}
      type="brand"
      wrap
      cards={brands.map((b) => ({ key: b.uid, node: <OwnerCard title={b.title!} href={b.href} image={b.logo} variant="brand" /> }))}
    />
  );
}
