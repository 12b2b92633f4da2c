import type { ReactNode } from 'react';
import { type ImageField } from '@rv/shared-lib';
import { HeroPicture, RichText } from '@rv/ui-kit';
import styles from './page.module.css';

interface PageHeroProps {
  title: string;
  image?: ImageField | null;
  intro?: RichText | null;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** A page's h1 over its hero image and intro. */
export function PageHero({ title, image, intro, eyebrow, children }: PageHeroProps) {
  return (
    <div className={`${styles.hero} ${image?.url ? styles.withImage : ''}`}>
      <HeroPicture image={image} className={styles.heroImage} />
      <div className={styles.heroCopy}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <RichText value={intro} headingOffset={1} className={styles.intro} />
        {children}
      </div>
    </div>
  );
}
