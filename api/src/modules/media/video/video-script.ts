/**
 * What a site video says: its title and timed captions, written from the document it belongs to (a how-to's
 * steps, an article's summary and first paragraphs), so the video always tells the page's own story.
 */
import type { VideoKind } from '@rv/domain/content';

export interface VideoCue { startMs: number; endMs: number; text: string }
export interface VideoScript { id: string; title: string; cues: VideoCue[]; durationMs: number }

/** Videos that belong to no document: their words are kept here. */
const STANDALONE: Record<string, { title: string; lines: string[] }> = {
  'plant-tour': {
    title: 'Plant tour',
    lines: [
      'Welcome to our plant in Goshen, Indiana.',
      'Every frame is welded and checked before the floor goes on.',
      'Walls, roof and caps are laminated and fitted on the line.',
      'Plumbing is pressure tested and every circuit is checked, 12 volt and 120 volt.',
      'Each unit passes a rain test and a 200-point inspection.',
      'Then a final road test, and it is on its way to your dealer.',
    ],
  },
};

const MAX_CUES = 8;
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const sentences = (value: string) => value.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);

/** Paragraph text of a document's text blocks, in page order. */
function paragraphsOf(body: unknown): string[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((slice) => {
    const rich = (slice as { slice_type?: string; primary?: { text?: unknown } })?.slice_type === 'text' ? (slice as { primary: { text?: unknown } }).primary.text : null;
    return Array.isArray(rich) ? rich.filter((block) => block?.type === 'paragraph').map((block) => textOf(block.text)) : [];
  }).filter(Boolean);
}

/** The lines a document's video speaks: its title, what it is about, then its steps or first paragraphs. */
export function linesOf(kind: VideoKind, data: Record<string, unknown>): string[] {
  const about = textOf(data.summary) || textOf(data.description) || textOf(data.meta_description);
  const steps = Array.isArray(data.steps) ? data.steps.map((s, i) => `Step ${i + 1}: ${textOf((s as { text?: unknown })?.text)}.`.replace(/\.\.$/, '.')) : [];
  const more = kind === 'howto' ? steps : paragraphsOf(data.body).flatMap(sentences);
  const lines = [textOf(data.title), ...sentences(about), ...more].filter((line) => line.length > 0);
  return [...new Set(lines)].slice(0, MAX_CUES);
}

/** Reading time of a caption: about 2.6 words a second, between 2.5 and 6.5 seconds, in tenths. */
export function cueLengthMs(line: string): number {
  const words = line.split(/\s+/).filter(Boolean).length;
  return Math.round(Math.min(6500, Math.max(2500, (words / 2.6) * 1000)) / 100) * 100;
}

/** Timed captions from lines, one after another from 0. */
export function scriptOf(id: string, title: string, lines: readonly string[]): VideoScript {
  let at = 0;
  const cues = lines.map((text) => {
    const startMs = at;
    at += cueLengthMs(text);
    return { startMs, endMs: at, text };
  });
  return { id, title, cues, durationMs: at };
}

/** The script of a standalone video, or null when `id` names none. */
export function standaloneScript(id: string): VideoScript | null {
  const video = Object.hasOwn(STANDALONE, id) ? STANDALONE[id] : undefined;
  return video ? scriptOf(id, video.title, [video.title, ...video.lines]) : null;
}

const stamp = (ms: number) => {
  const pad = (v: number, w = 2) => String(v).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** The captions as WebVTT. */
export function webVtt(script: VideoScript): string {
  return ['WEBVTT', '', ...script.cues.flatMap((cue, i) => [String(i + 1), `${stamp(cue.startMs)} --> ${stamp(cue.endMs)}`, cue.text, ''])].join('\n');
}
