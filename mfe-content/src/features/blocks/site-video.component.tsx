import { cachedRead, fetchSiteVideo, siteVideoUrls, useResource, type ImageField } from '@rv/shared-lib';
import styles from './site-video.module.css';

export interface SiteVideoProps {
  /** A site guide's id (`howto--{uid}`, `plant-tour`...): the API draws its title card and writes its steps. */
  videoId: string;
  title: string;
  /** The content's own picture; the guide's title card when there is none. */
  poster?: ImageField | null;
  /** Kept for the content's video blocks that ask to start at once; a guide has nothing to play. */
  autoPlay?: boolean;
}

/**
 * An illustrated guide where the content names a video: its picture and its steps in the document's own words, read
 * at the shopper's pace. The "videos" were slideshows of one drawing with captions, so they are called what they are
 * and drawn without a player (docs/decisions.md). The steps load in the browser; a server-drawn page shows the picture.
 */
export function SiteVideo({ videoId, title, poster }: SiteVideoProps) {
  const urls = siteVideoUrls(videoId);
  // Shared with the same guide elsewhere on the page (a card and its modal).
  const key = `site-video:${videoId}`;
  const { data: details } = useResource(key, () => cachedRead(key, () => fetchSiteVideo(videoId)), { seed: false });
  // The first line of a guide's script is its title, already the figure's caption.
  const steps = (details?.transcript ?? []).map((cue) => cue.text).filter((text) => text !== title);
  return (
    <figure className={styles.player} aria-label={`Illustrated guide: ${title}`}>
      <img className={styles.video} src={poster?.url || urls.poster} alt="" width={640} height={360} loading="lazy" decoding="async" />
      <figcaption className={styles.meta}>
        <span className={styles.kind}>Illustrated guide</span>
        <span>{title}</span>
      </figcaption>
      {steps.length ? <ol className={styles.steps}>{steps.map((text) => <li key={text}>{text}</li>)}</ol> : null}
    </figure>
  );
}
