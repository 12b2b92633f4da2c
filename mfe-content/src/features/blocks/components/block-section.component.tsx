import { useId, useMemo, type ReactNode } from 'react';
import { backgroundColor, HydrateNearView } from '@rv/shared-lib';
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

/**
 * The frame of every block: a section with its h2, background colour (spec: validation rules) and reveal on scroll.
 * A block below the first screen is live once near view.
 */
export function BlockSection({ title, label, background, className, children, wide }: BlockSectionProps) {
  const position = useBlockPosition();
  const titleId = useId();
  const { ref, revealed } = useReveal<HTMLElement>({ rootMargin: '0px 0px -10% 0px' });
  const bg = backgroundColor(background);
  const shown = position.eager || revealed;
  const classes = [styles.section, 'rv-render-near-view', bg ? styles[cssKey('bg', bg)] : '', shown ? styles.revealed : styles.hidden, className].filter(Boolean).join(' ');
  // The same content while title and children are: the section's own renders (reveal) leave a waiting block waiting.
  const content = useMemo(() => <>{title ? <h2 id={titleId} className={styles.title}>{title}</h2> : null}{children}</>, [title, titleId, children]);
  const inner = wide ? undefined : styles.inner;
  return (
    <section ref={ref} className={classes} aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : label} data-background={bg || undefined}>
      {position.eager ? <div className={inner}>{content}</div> : <HydrateNearView className={inner}>{content}</HydrateNearView>}
    </section>
  );
}
