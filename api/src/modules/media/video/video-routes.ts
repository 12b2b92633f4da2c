import { Type } from '@sinclair/typebox';
import { parseVideoId, siteVideoUrls, VIDEO_KINDS } from '@rv/domain/content';
import type { ApiContext, TypedApp } from '../../../app-types';
import { HttpError, notFound } from '../../../http/errors';
import { findOne } from '../../content';
import { hashOf } from '../elevation/svg-util';
import { frameSvg, renderWebm } from './video-frames';
import { linesOf, scriptOf, standaloneScript, webVtt, type VideoScript } from './video-script';

const VideoParams = Type.Object({
  file: Type.String({ pattern: '^[a-z0-9-]{1,100}\\.(webm|vtt|svg|json)$', description: 'a site video id and the file wanted, e.g. howto--how-to-level-your-trailer.webm' }),
});

/** Videos already encoded, by script: a visitor's range requests and the next visitor ask for the same few. */
const made = new Map<string, Promise<Buffer>>();
const KEEP = 40;
/** A video follows its document's words, so it is kept for an hour rather than the drawings' week. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

function encoded(script: VideoScript): Promise<Buffer> {
  const key = `${script.id}:${hashOf(JSON.stringify(script)).toString(36)}`;
  let video = made.get(key);
  if (!video) {
    video = renderWebm(script);
    video.catch(() => made.delete(key));
    if (made.size >= KEEP) made.delete(made.keys().next().value as string);
    made.set(key, video);
  }
  return video;
}

/** The bytes a `Range: bytes=a-b` header asks for, or null for the whole file; a range past the end is a 416. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(size - 1, Number(match[2]));
  if (start >= size || start > end) throw new HttpError(416, `The range "${header}" is outside the video's ${size} bytes.`, 'range');
  return { start, end };
}

/**
 * Site videos, made from the document they belong to: `/media/video/{id}.webm` (VP8 key frames, one per caption),
 * `.vtt` (its captions), `.svg` (its poster, the title card) and `.json` (title, duration, transcript).
 */
export function videoRoutes(app: TypedApp, { db }: ApiContext) {
  async function scriptFor(id: string): Promise<VideoScript> {
    const parsed = parseVideoId(id);
    if (!parsed) throw notFound(`No video "${id}": a site video id is {howto|support|blog|owner}--{uid} or a standalone name.`);
    if ('standalone' in parsed) return standaloneScript(parsed.standalone) ?? Promise.reject(notFound(`No video "${id}".`));
    const doc = await findOne(db, VIDEO_KINDS[parsed.kind], parsed.uid);
    if (!doc) throw notFound(`No video "${id}": there is no ${VIDEO_KINDS[parsed.kind]} "${parsed.uid}".`);
    const title = typeof doc.data.title === 'string' ? doc.data.title : parsed.uid;
    return scriptOf(id, title, linesOf(parsed.kind, doc.data));
  }

  app.get('/media/video/:file', { schema: { params: VideoParams } }, async (request, reply) => {
    const [, id, format] = /^(.+)\.([a-z]+)$/.exec(request.params.file)!;
    const script = await scriptFor(id);
    reply.header('Cache-Control', CACHE_CONTROL);
    if (format === 'vtt') return reply.type('text/vtt; charset=utf-8').send(webVtt(script));
    if (format === 'svg') return reply.type('image/svg+xml').send(frameSvg(script, 0));
    if (format === 'json') {
      const urls = siteVideoUrls(id);
      return { id, title: script.title, durationMs: script.durationMs, poster: urls.poster, webm: urls.webm, captions: urls.captions, transcript: script.cues };
    }
    const video = await encoded(script);
    const range = byteRange(request.headers.range, video.length);
    reply.header('Accept-Ranges', 'bytes').type('video/webm');
    if (!range) return reply.send(video);
    return reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${video.length}`).send(video.subarray(range.start, range.end + 1));
  });
}
