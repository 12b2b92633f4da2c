import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal, useReveal, type VideoCard, type VideoCardSliderSlice, videoSliderCards } from '@rv/shared-lib';
import { revealDelayMs, SLIDER_SCROLL_THROTTLE_MS, sliderEnds, VIDEO_SLIDER_STEP_PX, youtubeNoCookieUrl } from '@rv/shared-lib/owners';
import { backgroundKey } from '../../cards/background-class';
import styles from '../video-slider.module.css';

/**
 * Video card slider (spec §2): cards with a video id (spec §5); arrows move 300 px, show from 768 px and are
 * disabled at the ends; a card opens a modal whose YouTube player is created only then.
 */
export function VideoCardSlider({ slice }: { slice: VideoCardSliderSlice }) {
  const cards = videoSliderCards(slice.items);
  const track = useRef<HTMLUListElement | null>(null);
  const reveal = useReveal<HTMLUListElement>();
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  const [playing, setPlaying] = useState<VideoCard | null>(null);
  const measure = useCallback(() => { if (track.current) setEnds(sliderEnds(track.current)); }, []);
  const setTrack = useCallback((el: HTMLUListElement | null) => { track.current = el; reveal.ref.current = el; }, [reveal.ref]);
  useEffect(() => {
    measure();
    let timer = 0;
    // Spec §9: scroll position is read at most every 200 ms.
    const onScroll = () => { if (!timer) timer = window.setTimeout(() => { timer = 0; measure(); }, SLIDER_SCROLL_THROTTLE_MS); };
    const el = track.current;
    el?.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => { el?.removeEventListener('scroll', onScroll); window.removeEventListener('resize', onScroll); window.clearTimeout(timer); };
  }, [measure, cards.length]);
  const move = (direction: 1 | -1) => track.current?.scrollBy?.({ left: direction * VIDEO_SLIDER_STEP_PX, behavior: 'smooth' });
  if (cards.length === 0) return null;
  const title = slice.primary.title || 'Videos';
  return (
    <section className={`${styles.block} ${styles[backgroundKey(slice.primary.background_color) ?? ''] ?? ''}`} aria-label={title}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} aria-label="Previous videos" disabled={ends.atStart} onClick={() => move(-1)}>‹</button>
          <button type="button" className={styles.arrow} aria-label="Next videos" disabled={ends.atEnd} onClick={() => move(1)}>›</button>
        </div>
      </div>
      <ul ref={setTrack} className={`${styles.track} ${reveal.revealed ? styles.revealed : styles.hidden}`}>
        {cards.map((card, i) => (
          <li key={`${card.youtube_video_id}-${i}`} className={styles.card} style={{ transitionDelay: `${revealDelayMs(i)}ms` }}>
            <button type="button" className={styles.open} onClick={() => setPlaying(card)}>
              {card.video_poster_image?.url ? <img src={card.video_poster_image.url} alt="" width={340} height={191} loading="lazy" className={styles.thumb} /> : null}
              <span className={styles.play} aria-hidden="true">▶</span>
              <span className={styles.cardTitle}><span className="rv-visually-hidden">Play video: </span>{card.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={playing !== null} onClose={() => setPlaying(null)} title={playing?.title || 'Video'} size="large">
        {playing?.youtube_video_id ? (
          <div className={styles.frame}><iframe src={youtubeNoCookieUrl(playing.youtube_video_id)} title={playing.title || 'Video'} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen /></div>
        ) : null}
      </Modal>
    </section>
  );
}
