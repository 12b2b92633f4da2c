import type { ImageField } from '@rv/shared-lib';
import { drawnImageProps, SiteLink } from '@rv/shared-lib';
import styles from '../cards.module.css';

export type OwnerCardVariant = 'article' | 'solution' | 'brand' | 'bento' | 'help';

export interface OwnerCardProps {
  title: string;
  href: string | null;
  image?: ImageField | string | null;
  /** Spec (entities and fields) "Support article card": a play icon marks articles with a video (drawn as an illustrated guide). */
  hasVideo?: boolean;
  description?: string | null;
  variant?: OwnerCardVariant;
  headingLevel?: 2 | 3 | 4;
}

const urlOf = (image: OwnerCardProps['image']) => (typeof image === 'string' ? image : image?.url) || null;

/** One owner card: image, title as the link, optional description; the whole card is the click target. */
export function OwnerCard({ title, href, image, hasVideo, description, variant = 'article', headingLevel = 3 }: OwnerCardProps) {
  const Heading = `h${headingLevel}` as const;
  const src = urlOf(image);
  const small = variant === 'solution' || variant === 'brand';
  return (
    <article className={[styles.card, styles[variant]].filter(Boolean).join(' ')}>
      {src ? (
        <div className={styles.media}>
          <img src={src} {...(small ? drawnImageProps(src, '64px', [128]) : drawnImageProps(src, '(max-width: 767px) 100vw, 640px'))} alt="" width={small ? 64 : 640} height={small ? 64 : 400} loading="lazy" decoding="async" className={styles.image} />
          {hasVideo ? <span className={styles.guide} aria-hidden="true">Illustrated guide</span> : null}
        </div>
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <SiteLink href={href} className={styles.link}>
            {title}
            {hasVideo ? <span className="rv-visually-hidden"> (illustrated guide)</span> : null}
          </SiteLink>
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
    </article>
  );
}
