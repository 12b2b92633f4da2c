import type { ReactNode } from 'react';
import { type ImageField } from '@rv/shared-lib';
import { HeroPicture, RichText, type RichText as RichTextValue } from '@rv/ui-kit';
import styles from '../owner-page.module.css';

interface OwnerHeroProps {
  title: string;
  image?: ImageField | null;
  intro?: RichTextValue | null;
  description?: string | null;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** A page's h1 over its hero image, with the page's description and intro. */
export function OwnerHero({ title, image, intro, description, eyebrow, children }: OwnerHeroProps) {
  return (
    <header className={`${styles.hero} ${image?.url ? styles.withImage : ''}`}>
      <HeroPicture image={image} className={styles.heroImage} height={600} />
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
