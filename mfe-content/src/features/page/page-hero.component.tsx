import type { ReactNode } from 'react';
import { FETCH_FIRST, RichText, type ImageField } from '@rv/shared-lib';
import styles from './page.module.css';

interface PageHeroProps {
  title: string;
  image?: ImageField | null;
  intro?: RichText | null;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** A page's h1 over its hero image (eager: it is the largest thing above the fold) and intro. */
export function PageHero({ title, image, intro, eyebrow, children }: PageHeroProps) {
  return (
    <div className={`${styles.hero} ${image?.url ? styles.withImage : ''}`}>
      {image?.url ? (
        <picture>
          {image.mobile?.url ? <source media="(max-width: 767px)" srcSet={image.mobile.url} /> : null}
          <img className={styles.heroImage} src={image.url} alt={image.alt ?? ''} width={image.dimensions?.width ?? 1600} height={image.dimensions?.height ?? 900} {...FETCH_FIRST} />
        </picture>
      ) : null}
      <div className={styles.heroCopy}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <RichText value={intro} headingOffset={1} className={styles.intro} />
        {children}
      </div>
    </div>
  );
}
