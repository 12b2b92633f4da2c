import { cachedRead, fetchSiteVideo, siteVideoUrls, useResource, videoDuration, type ImageField } from '@rv/shared-lib';
import styles from './site-video.module.css';

export interface SiteVideoProps {
  /** A site video id (`howto--{uid}`, `plant-tour`...), served by the API as WebM with WebVTT captions. */
  videoId: string;
  title: string;
  /** The content's own poster; the video's title card when there is none. */
  poster?: ImageField | null;
  /** Starts playing at once: only where the visitor has just asked for it (a card opened in a modal). */
  autoPlay?: boolean;
}

/**
 * A site video: the browser's own player (play/pause, progress, keyboard, captions menu) over the WebM the API
 * makes, captions on by default, and below it the length and a transcript. Nothing loads before play but the poster.
 */
export function SiteVideo({ videoId, title, poster, autoPlay = false }: SiteVideoProps) {
  const urls = siteVideoUrls(videoId);
  // Length and transcript are the browser's to read: a server-drawn page does not carry every transcript.
  // Shared with the same video elsewhere on the page (a card and its modal); without them the player stays.
  const key = `site-video:${videoId}`;
  const { data: details } = useResource(key, () => cachedRead(key, () => fetchSiteVideo(videoId)), { seed: false });
  return (
    <figure className={styles.player}>
      <video className={styles.video} controls preload="none" playsInline autoPlay={autoPlay} poster={poster?.url || urls.poster}
        src={urls.webm} aria-label={`Video: ${title}`} width={640} height={360}>
        <track kind="captions" src={urls.captions} srcLang="en" label="English" default />
      </video>
      <figcaption className={styles.meta}>
        <span>{title}</span>
        {details ? <span>Length {videoDuration(details.durationMs)}</span> : null}
        {details?.transcript.length ? (
          <details className={styles.transcript}>
            <summary>Transcript</summary>
            <ol>
              {details.transcript.map((cue) => <li key={cue.startMs}><span className={styles.time}>{videoDuration(cue.startMs)}</span>{cue.text}</li>)}
            </ol>
          </details>
        ) : null}
      </figcaption>
    </figure>
  );
}
