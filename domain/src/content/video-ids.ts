/**
 * Site videos: every video the content names is made and served by the site itself (`/api/media/video/`),
 * never by an outside host. The spec's `youtube_video_id` fields hold such an id.
 */

/** `{kind}--{uid}` videos tell the story of one document of these types. */
export const VIDEO_KINDS = { howto: 'howto_detail', support: 'or_support_article', blog: 'blog_detail', owner: 'or_support_video' } as const;
export type VideoKind = keyof typeof VIDEO_KINDS;

/** A site video id: `howto--how-to-level-your-trailer`, `owner--video-3`, or a standalone one such as `plant-tour`. */
export const VIDEO_ID_PATTERN = /^(?:(howto|support|blog|owner)--([a-z0-9-]{1,90})|(plant-tour))$/;

/** The kind and uid of a document video, the name of a standalone one, or null when `id` is no site video id. */
export function parseVideoId(id: string | null | undefined): { kind: VideoKind; uid: string } | { standalone: string } | null {
  const match = VIDEO_ID_PATTERN.exec(id ?? '');
  if (!match) return null;
  return match[3] ? { standalone: match[3] } : { kind: match[1] as VideoKind, uid: match[2] };
}

/** The video id of a document's video. */
export const videoIdOf = (kind: VideoKind, uid: string): string => `${kind}--${uid}`;

/** Where a site video's files are: the WebM, its WebVTT captions, its poster frame and its details (title, duration, transcript). */
export function siteVideoUrls(id: string) {
  const base = `/api/media/video/${encodeURIComponent(id)}`;
  return { webm: `${base}.webm`, captions: `${base}.vtt`, poster: `${base}.svg`, details: `${base}.json` };
}
