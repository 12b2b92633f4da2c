import { solutionCards, type SolutionCardSliderSlice, hrefOf } from '@rv/shared-lib';
import { CardSlider } from '../../cards/components/card-slider.component';
import { OwnerCard } from '../../cards/components/owner-card.component';

/** Solution cards: icon, title and a non-broken category (spec: validation rules), stacked in groups of 2 (spec: constants and limits). */
export function SolutionCards({ slice }: { slice: SolutionCardSliderSlice }) {
  const cards = solutionCards(slice.items).filter((c) => c.title?.trim());
  if (cards.length === 0) return null;
  return (
    <CardSlider
      title={slice.primary.title || 'Find a solution'}
      type="solution"
      background={slice.primary.background_color}
      cards={cards.map((c) => ({ key: c.category!.uid, node: <OwnerCard title={c.title} href={hrefOf(c.category)} image={c.icon} variant="solution" /> }))}
    />
  );
}
