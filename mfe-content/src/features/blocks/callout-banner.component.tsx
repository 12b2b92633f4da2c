import { boxPosition, calloutBackground, type CalloutBannerSlice } from '@rv/shared-lib';
import { RichText, useReducedMotion } from '@rv/ui-kit';
import { BlockImage } from './components/block-image.component';
import { CtaButton } from './components/cta-button.component';
import { isVideoUrl } from './in-page-banner.component';
import styles from './callout-banner.module.css';

/** Spec (screens and routes) callout banner breakpoints: tablet from 1024, desktop from 1400. */
export const TABLET_MIN = 1024;
export const DESKTOP_MIN = 1400;

/** Callout banner of spec (screens and routes): images per breakpoint, optional looping video, box left/center/right (default right), black by default. */
export function CalloutBanner({ slice }: { slice: CalloutBannerSlice }) {
  const p = slice.primary;
  const reduced = useReducedMotion();
  const fallback = p.desktop_image?.url ? p.desktop_image : (p.tablet_image?.url ? p.tablet_image : p.mobile_image);
  return (
    <section className={styles.banner} style={{ background: calloutBackground(p.background_color) }} aria-label={p.title || 'Callout'}>
      <picture>
        {p.desktop_image?.url ? <source media={`(min-width: ${DESKTOP_MIN}px)`} srcSet={p.desktop_image.url} /> : null}
        {p.tablet_image?.url ? <source media={`(min-width: ${TABLET_MIN}px)`} srcSet={p.tablet_image.url} /> : null}
        {p.mobile_image?.url ? <source srcSet={p.mobile_image.url} /> : null}
        <BlockImage image={fallback} className={styles.media} />
      </picture>
      {isVideoUrl(p.video_url) && !reduced ? <video className={styles.media} src={p.video_url} muted loop playsInline autoPlay aria-hidden="true" /> : null}
      <div className={`${styles.box} ${styles[boxPosition(p.box_position)]}`}>
        {p.subtitle ? <p className={styles.subtitle}>{p.subtitle}</p> : null}
        {p.title ? <h2 className={styles.title}>{p.title}</h2> : null}
        <RichText value={p.description} headingOffset={1} />
        <CtaButton cta={p} />
      </div>
    </section>
  );
}
