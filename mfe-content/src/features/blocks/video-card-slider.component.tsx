import { useCallback, useEffect, useRef, useState } from 'react';
import { videoSliderCards, type VideoCard, type VideoCardSliderSlice } from '@rv/shared-lib';
import { sliderEnds, VIDEO_SLIDER_STEP_PX } from '@rv/shared-lib/owners';
import { Modal } from '@rv/ui-kit';
import { BlockImage } from './components/block-image.component';
import { BlockSection } from './components/block-section.component';
import { SiteVideo } from './site-video.component';
import styles from './video-card-slider.module.css';

/** Spec (screens and routes; constants and limits): the scroll position is read at most every 200 ms. */
export const SCROLL_THROTTLE_MS = 200;

/** Video card slider: cards with a video id (spec: validation rules) open a video modal; arrows from 768 px. */
export function VideoCardSlider({ slice }: { slice: VideoCardSliderSlice }) {
  const cards = videoSliderCards(slice.items);
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });
  const [playing, setPlaying] = useState<VideoCard | null>(null);
  const measure = useCallback(() => track.current && setEnds(sliderEnds(track.current)), []);
  useEffect(() => {
    measure();
    let timer = 0;
    const onScroll = () => {
      if (timer) return;
      timer = window.setTimeout(() => { timer = 0; measure(); }, SCROLL_THROTTLE_MS);
    };
    const el = track.current;
    el?.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      el?.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.clearTimeout(timer);
    };
  }, [measure, cards.length]);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy?.({ left: direction * VIDEO_SLIDER_STEP_PX, behavior: 'smooth' });
    window.setTimeout(measure, 400);
  };
  if (cards.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Videos" background={slice.primary.background_color}>
      <div className={styles.arrows}>
        <button type="button" className={styles.arrow} aria-label="Scroll guides left" disabled={ends.atStart} onClick={() => move(-1)}>‹</button>
        <button type="button" className={styles.arrow} aria-label="Scroll guides right" disabled={ends.atEnd} onClick={() => move(1)}>›</button>
      </div>
      <ul ref={track} className={styles.track}>
        {cards.map((card, i) => (
          <li key={`${card.youtube_video_id}-${i}`} className={styles.card} style={{ transitionDelay: `${Math.min(i, 5) * 150}ms` }}>
            <button type="button" className={styles.open} onClick={() => setPlaying(card)}>
              <BlockImage image={card.video_poster_image} width={340} height={191} className={styles.poster} decorative />
              <span className={styles.guide} aria-hidden="true">Illustrated guide</span>
              <span className={styles.title}><span className="rv-visually-hidden">Open illustrated guide: </span>{card.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={playing !== null} onClose={() => setPlaying(null)} title={playing?.title ?? 'Video'} size="large">
        {playing?.youtube_video_id ? (
          <SiteVideo videoId={playing.youtube_video_id} title={playing.title || 'Video'} poster={playing.video_poster_image} autoPlay />
        ) : null}
      </Modal>
    </BlockSection>
  );
}
