/** The drawn frames of a site video: a title card, then one scene per caption, numbered; and the WebM made of them. */
import sharp from 'sharp';
import { escapeXml } from '../elevation/svg-util';
import { sceneSvg } from '../scene/scene';
import type { VideoScript } from './video-script';
import { vp8OfWebp, webmOf } from './webm';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 360;
const W = FRAME_WIDTH;
const H = FRAME_HEIGHT;

/** Words broken into lines of at most `width` characters, the last one cut with an ellipsis past `max` lines. */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > max ? [...lines.slice(0, max - 1), `${lines[max - 1]}…`] : lines;
}

/** A scene of the video's own name as the picture, placed in a frame of the video's size. */
const picture = (name: string) => sceneSvg(name, W, H).replace('<svg ', '<svg x="0" y="0" ');

/** Frame `index` of a script: 0 is the title card, then one per caption after the title. */
export function frameSvg(script: VideoScript, index: number): string {
  const count = script.cues.length;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(script.title)}">`;
  if (index === 0) {
    const lines = wrap(script.title, 34, 2);
    const text = lines.map((line, i) => `<text x="32" y="${H - 44 - (lines.length - 1 - i) * 36}" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(line)}</text>`);
    // The title card is the illustrated guide's picture on the page: no play button, there is nothing to play there.
    return `${open}${picture(script.id)}<rect x="0" y="${H - 120}" width="${W}" height="120" fill="#000" opacity="0.62"/>${text.join('')}</svg>`;
  }
  return `${open}${picture(`${script.id}-${index}`)}<rect x="20" y="20" width="92" height="40" rx="8" fill="#000" opacity="0.6"/>`
    + `<text x="66" y="47" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff">${index} / ${count - 1}</text></svg>`;
}

/** The video: each caption's frame from its start, the last one again just before the end so it is shown in full. */
export async function renderWebm(script: VideoScript): Promise<Buffer> {
  const keyFrames = await Promise.all(script.cues.map(async (_cue, i) => {
    const webp = await sharp(Buffer.from(frameSvg(script, i))).flatten({ background: '#ffffff' }).webp({ quality: 72 }).toBuffer();
    return vp8OfWebp(webp).vp8;
  }));
  const frames = script.cues.map((cue, i) => ({ vp8: keyFrames[i], atMs: cue.startMs }));
  if (frames.length > 0) frames.push({ vp8: keyFrames.at(-1)!, atMs: Math.max(0, script.durationMs - 100) });
  return webmOf(frames, script.durationMs, W, H);
}
