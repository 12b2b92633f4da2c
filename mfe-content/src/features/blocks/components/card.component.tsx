import type { ReactNode } from 'react';
import { showCard, type ContentLink, type ImageField, SiteLink } from '@rv/shared-lib';
import { BlockImage } from './block-image.component';
import styles from './card.module.css';

export interface CardProps {
  title: string | null | undefined;
  link: ContentLink | null | undefined;
  image?: ImageField | null;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** The visible call to action; the whole card is the link either way. */
  linkLabel?: string | null;
  headingLevel?: 3 | 4;
  imageWidth?: number;
  imageHeight?: number;
  className?: string;
}

/** A linked card. Spec (validation rules): a card shows only with a title and a non-broken link, otherwise nothing. */
export function Card({ title, link, image, description, eyebrow, linkLabel, headingLevel = 3, imageWidth = 800, imageHeight = 450, className }: CardProps) {
  if (!showCard({ title, link })) return null;
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')}>
      {image?.url ? <BlockImage image={image} width={imageWidth} height={imageHeight} className={styles.image} /> : null}
      <div className={styles.body}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={styles.title}>
          <SiteLink link={link} className={styles.link}>{title}</SiteLink>
        </Heading>
        {description ? <div className={styles.description}>{description}</div> : null}
        {linkLabel ? <span className={styles.more} aria-hidden="true">{linkLabel} →</span> : null}
      </div>
    </article>
  );
}

/** Keeps the items a card would show, so a grid of only broken cards can hide itself. */
export function visibleCards<T>(items: readonly T[], pick: (item: T) => { title?: string | null; link?: ContentLink | null }): T[] {
  return items.filter((item) => showCard(pick(item)));
}
