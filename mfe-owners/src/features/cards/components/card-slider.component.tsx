import type { ReactNode } from 'react';
import { useReveal } from '@rv/ui-kit';
import { cardSliderLayout, groupsOf, type OwnerCardType, revealDelayMs } from '@rv/shared-lib/owners';
import { backgroundKey } from '../background-class';
import styles from '../cards.module.css';

export interface CardSliderProps {
  title: string;
  type: OwnerCardType;
  /** Each card, already rendered, with a stable key. */
  cards: Array<{ key: string; node: ReactNode }>;
  background?: string;
  /** Buttons and links under the cards ('View All', 'Change RV Selection'). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  /**
   * Wraps instead of scrolling: each group becomes a row that wraps its cards to the width, so every
   * card is in view with nothing cut off at the edge (the brand grid).
   */
  wrap?: boolean;
  /** Classes of the section besides its own (`rv-render-near-view` for a rail below the fold). */
  className?: string;
}

/**
 * The owner card slider of spec (screens and routes): a horizontal track of cards (296-340 px), solution cards stacked
 * in 2s and brand cards in 5s, its own layout under 4 cards, revealed on scroll with a 150 ms stagger;
 * or, with `wrap`, the same groups as rows that wrap to the width.
 */
export function CardSlider({ title, type, cards, background, actions, headingLevel = 2, wrap = false, className }: CardSliderProps) {
  const { ref, revealed } = useReveal<HTMLUListElement>();
  const layout = cardSliderLayout(type, cards.length);
  const Heading = `h${headingLevel}` as const;
  const groups = groupsOf(cards, layout.groupSize);
  const shape = wrap ? styles.wrapped : layout.few ? styles.few : '';
  const trackClass = [styles.track, shape, layout.stacked ? styles.stackedTrack : '', revealed ? styles.revealed : styles.hidden].join(' ');
  return (
    <section className={[styles.block, styles[backgroundKey(background) ?? ''], className].filter(Boolean).join(' ')} aria-label={title}>
      <Heading className={styles.blockTitle}>{title}</Heading>
      <ul ref={ref} className={trackClass}>
        {groups.map((group, i) => (
          <li key={group[0].key} className={styles.slide} style={{ transitionDelay: `${revealDelayMs(i)}ms` }}>
            {layout.stacked ? (
              <ul className={styles.stack} aria-label={`Group ${i + 1} of ${groups.length}`}>
                {group.map((card) => <li key={card.key}>{card.node}</li>)}
              </ul>
            ) : group[0].node}
          </li>
        ))}
      </ul>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
