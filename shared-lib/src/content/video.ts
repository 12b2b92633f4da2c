/** Reading a site video's details; the ids and addresses are @rv/domain/content's (video-ids.ts, pure, also read by the API). */
import { serviceClient } from '../api/http-client';

/** One caption of a video's transcript, times in milliseconds. */
export interface VideoCaption { startMs: number; endMs: number; text: string }

/** What `GET /api/media/video/{id}.json` answers. */
export interface SiteVideoDetails {
  id: string;
  title: string;
  durationMs: number;
  poster: string;
  webm: string;
  captions: string;
  transcript: VideoCaption[];
}

/** A video's title, duration and transcript; rejects with the API's 404 for an unknown video. */
export async function fetchSiteVideo(id: string): Promise<SiteVideoDetails> {
  const { data } = await serviceClient('middleware').get<SiteVideoDetails>(`/media/video/${encodeURIComponent(id)}.json`);
  return data;
}
