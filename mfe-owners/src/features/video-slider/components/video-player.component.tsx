import { useState } from 'react';
import type { ImageField } from '@rv/shared-lib';
import { youtubeNoCookieUrl } from '@rv/shared-lib/owners';
import styles from '../video-slider.module.css';

/** A video shown as its poster until the visitor plays it: the YouTube player loads only on demand (spec §7). */
export function VideoPlayer({ videoId, title, poster }: { videoId: string; title: string; poster?: ImageField | null }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className={styles.frame}>
        <iframe src={youtubeNoCookieUrl(videoId)} title={title} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
      </div>
    );
  }
  return (
    <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
      {poster?.url ? <img src={poster.url} alt="" width={1280} height={720} /> : null}
      <span className={styles.playLarge} aria-hidden="true">▶</span>
      <span className="rv-visually-hidden">Play video: {title}</span>
    </button>
  );
}
