import type { ReactNode } from 'react';
import { FETCH_FIRST, RichText, type ImageField, type RichText as RichTextValue } from '@rv/shared-lib';
import styles from '../owner-page.module.css';

interface OwnerHeroProps {
  title: string;
  image?: ImageField | null;
  intro?: RichTextValue | null;
  description?: string | null;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** A page's h1 over its hero image; the image loads eagerly because it is the largest thing above the fold. */
export function OwnerHero({ title, image, intro, description, eyebrow, children }: OwnerHeroProps) {
  return (
    <header className={`${styles.hero} ${image?.url ? styles.withImage : ''}`}>
      {image?.url ? (
        <picture>
          {image.mobile?.url ? <source media="(max-width: 767px)" srcSet={image.mobile.url} /> : null}
          <img className={styles.heroImage} src={image.url} alt={image.alt ?? ''} width={image.dimensions?.width ?? 1600} height={image.dimensions?.height ?? 600} {...FETCH_FIRST} />
        </picture>
      ) : null}
      <div className={styles.heroCopy}>
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.intro}>{description}</p> : null}
        <RichText value={intro} headingOffset={1} className={styles.intro} />
        {children}
      </div>
    </header>
  );
}
