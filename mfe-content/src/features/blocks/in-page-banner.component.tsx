import { useEffect, useRef, useState } from 'react';
import { copyPosition, type InPageBannerSlice } from '@rv/shared-lib';
import { BlockImage } from './components/block-image.component';
import { CtaButton } from './components/cta-button.component';
import { useReducedMotion } from '@rv/ui-kit';
import styles from './banner.module.css';

import { cssKey } from './components/css-key';

/** Only real video files play in a <video>; anything else (an image URL) leaves the still image. */
export const isVideoUrl = (url: string | null | undefined): url is string => typeof url === 'string' && /\.(mp4|webm|ogv|m3u8)(\?|$)/i.test(url);

/**
 * In-page banner of spec (screens and routes): image or looping muted video with a play/pause toggle; no autoplay for
 * reduced motion; nine copy positions; light or dark.
 */
export function InPageBanner({ slice }: { slice: InPageBannerSlice }) {
  const p = slice.primary;
  const reduced = useReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const hasVideo = isVideoUrl(p.video_url);
  const [playing, setPlaying] = useState(hasVideo && !reduced);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing) element.play?.()?.catch?.(() => setPlaying(false));
    else element.pause?.();
  }, [playing]);
  const theme = p.theme === 'light' ? styles.light : styles.dark;
  return (
    <section className={`${styles.banner} ${theme}`} aria-label={p.title || 'Banner'}>
      <picture>
        {p.mobile_image?.url ? <source media="(max-width: 767px)" srcSet={p.mobile_image.url} /> : null}
        <BlockImage image={p.image} className={styles.media} />
      </picture>
      {hasVideo ? (
        <video ref={video} className={styles.media} src={p.video_url ?? undefined} muted loop playsInline autoPlay={!reduced} aria-hidden="true" poster={p.image?.url} />
      ) : null}
      <div className={`${styles.copy} ${styles[cssKey(copyPosition(p.copy_position))]}`}>
        {p.title ? <h2 className={styles.title}>{p.title}</h2> : null}
        {p.subtitle ? <p className={styles.subtitle}>{p.subtitle}</p> : null}
        <CtaButton cta={p} />
      </div>
      {hasVideo ? (
        <button type="button" className={styles.toggle} aria-pressed={!playing} onClick={() => setPlaying((v) => !v)}>
          {playing ? 'Pause video' : 'Play video'}
        </button>
      ) : null}
    </section>
  );
}
