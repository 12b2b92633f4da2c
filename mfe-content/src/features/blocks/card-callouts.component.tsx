import { DrawnHtml, type CalloutGroupSlice, type Callouts1Slice, type Callouts2Slice, type Callouts3Slice, type ContainerCalloutsSlice, type GridCalloutSlice } from '@rv/shared-lib';
import { BlockSection } from './components/block-section.component';
import { Card, visibleCards } from './components/card.component';
import grid from './components/grid.module.css';

type CardSlice = CalloutGroupSlice | Callouts1Slice | Callouts2Slice | Callouts3Slice | ContainerCalloutsSlice | GridCalloutSlice;

/** Columns a row for each card block: callouts 1, 2 and 3 are one, two and three a row. */
export const CARD_COLUMNS: Record<CardSlice['slice_type'], 1 | 2 | 3 | 4> = {
  callouts_1: 1, callouts_2: 2, callouts_3: 3, callout_group: 3, container_callouts: 4, grid_callout: 4,
};

/**
 * The card blocks (callouts 1/2/3, container callouts, callout group, grid callout). Spec (validation rules): a card
 * shows only with a title and a non-broken link; a block left with no card is not shown.
 */
export function CardCallouts({ slice }: { slice: CardSlice }) {
  const cards = visibleCards(slice.items, (c) => ({ title: c.title, link: c.cta_link }));
  if (cards.length === 0) return null;
  const description = 'description' in slice.primary ? slice.primary.description : null;
  const background = 'background_color' in slice.primary ? slice.primary.background_color : '';
  const cols = grid[`cols${Math.min(CARD_COLUMNS[slice.slice_type], cards.length)}`];
  return (
    <BlockSection title={slice.primary.title} label="Callouts" background={background}>
      {description ? <p className={grid.intro}>{description}</p> : null}
      <DrawnHtml as="ul" of={slice} className={`${grid.grid} ${cols}`}>
        {cards.map((card, i) => (
          <li key={i}>
            <Card title={card.title} link={card.cta_link} image={card.image} description={card.description} linkLabel={card.cta_label} />
          </li>
        ))}
      </DrawnHtml>
    </BlockSection>
  );
}
