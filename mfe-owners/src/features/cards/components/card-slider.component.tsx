import type { ReactNode } from 'react';
import { useReveal } from '@rv/shared-lib';
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
}

/**
 * The owner card slider of spec §2: a horizontal track of cards (296-340 px), solution cards stacked
 * in 2s and brand cards in 5s, its own layout under 4 cards, revealed on scroll with a 150 ms stagger.
 */
export function CardSlider({ title, type, cards, background, actions, headingLevel = 2 }: CardSliderProps) {
  const { ref, revealed } = useReveal<HTMLUListElement>();
  const layout = cardSliderLayout(type, cards.length);
  const Heading = `h${headingLevel}` as const;
  const groups = groupsOf(cards, layout.groupSize);
  const trackClass = [styles.track, layout.few ? styles.few : '', layout.stacked ? styles.stackedTrack : '', revealed ? styles.revealed : styles.hidden].join(' ');
  return (
    <section className={`${styles.block} ${styles[backgroundKey(background) ?? ''] ?? ''}`} aria-label={title}>
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
