import { useId, type ReactNode } from 'react';
import { backgroundColor } from '@rv/shared-lib';
import { useReveal } from '@rv/ui-kit';
import { useBlockPosition } from './block-context';
import { cssKey } from './css-key';
import styles from './block-section.module.css';

interface BlockSectionProps {
  /** The block's heading; a section without one is labelled by `label` for screen readers. */
  title?: string | null;
  label?: string;
  background?: unknown;
  className?: string;
  children: ReactNode;
  /** Full-bleed blocks (banners) skip the container width. */
  wide?: boolean;
}

/** The frame of every block: a section with its h2, background colour (spec: validation rules) and reveal on scroll. */
export function BlockSection({ title, label, background, className, children, wide }: BlockSectionProps) {
  const position = useBlockPosition();
  const titleId = useId();
  const { ref, revealed } = useReveal<HTMLElement>({ rootMargin: '0px 0px -10% 0px' });
  const bg = backgroundColor(background);
  const shown = position.eager || revealed;
  const classes = [styles.section, 'rv-render-near-view', bg ? styles[cssKey('bg', bg)] : '', shown ? styles.revealed : styles.hidden, className].filter(Boolean).join(' ');
  return (
    <section ref={ref} className={classes} aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : label} data-background={bg || undefined}>
      <div className={wide ? undefined : styles.inner}>
        {title ? <h2 id={titleId} className={styles.title}>{title}</h2> : null}
        {children}
      </div>
    </section>
  );
}
