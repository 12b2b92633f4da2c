import type { ContentLink, ImageField } from '@rv/shared-lib';
import { BlockSection } from '../blocks/components/block-section.component';
import { Card } from '../blocks/components/card.component';
import grid from '../blocks/components/grid.module.css';

export interface GridCard { key: string; title: string; link: ContentLink; image?: ImageField | null; description?: string; eyebrow?: string; linkLabel?: string }

/** A titled grid of linked cards, the body of the directory pages. */
export function CardGrid({ title, label, cards, columns = 3, imageWidth, imageHeight }: {
  title?: string; label: string; cards: GridCard[]; columns?: 2 | 3 | 4; imageWidth?: number; imageHeight?: number;
}) {
  return (
    <BlockSection title={title} label={label}>
      <ul className={`${grid.grid} ${grid[`cols${columns}`]}`}>
        {cards.map((c) => (
          <li key={c.key}>
            <Card title={c.title} link={c.link} image={c.image} description={c.description} eyebrow={c.eyebrow} linkLabel={c.linkLabel} imageWidth={imageWidth} imageHeight={imageHeight} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** A document link to a page of the content service, for a card. */
export const docLink = (type: string, uid: string | null): ContentLink => ({ link_type: 'Document', type, uid: uid ?? '', isBroken: !uid });
