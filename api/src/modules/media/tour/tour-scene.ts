import type { TourFacts } from '../../catalog-search';
import { freeSpot, slideSpans, TONGUE } from '../elevation/layout';
import type { Span } from '../elevation/svg-util';
import { rgb, tone, type Rgb } from './colour';
import { furnishRoom, seatingSide, type Room, type Side } from './furnish';
import { box, ceilingPaint, plankPaint, wallPaint, type Box, type Pane, type Vec } from './room-shell';

/** What a panorama is made from: the floorplan's own facts and its décor (wall-wood-accent). */

export interface TourScene { boxes: Box[]; eye: Vec; /** Heading of the image's centre, radians from +x (towards the rear) counter-clockwise. */ heading: number }

/** Inches: interior width, slide-out depth, slide floor rise and ceiling drop, wall thickness, eye height. */
export const WIDTH = 96;
export const SLIDE_DEPTH = 30;
const SLIDE_FLOOR = 5;
const SLIDE_DROP = 10;
const T = 3;
const EYE = 62;
const ZONES: Record<string, [number, number]> = { Front: [0, 1 / 3], Middle: [1 / 3, 2 / 3], Rear: [2 / 3, 1] };

/** The living space's length: the body (less a bumper-pull's tongue), less the front cap and a toy hauler's garage. */
export function livingLength(facts: Pick<TourFacts, 'rvType' | 'length' | 'garageLength'>): number {
  const body = facts.rvType === 'fifth-wheels' ? facts.length : facts.length - TONGUE;
  return Math.max(120, body - 12 - (facts.garageLength ?? 0));
}

/** The layout's rooms laid along the living space: each zone a third, rooms sharing a zone split it in order. */
export function roomsAlong(rooms: string[], length: number): Array<{ name: string; span: Span }> {
  const byZone = new Map<string, string[]>();
  for (const room of rooms) {
    const [name, zone] = room.split('@');
    if (ZONES[zone]) byZone.set(zone, [...(byZone.get(zone) ?? []), name]);
  }
  return [...byZone].flatMap(([zone, names]) => {
    const [from, to] = ZONES[zone].map((f) => f * length);
    const share = (to - from) / names.length;
    return names.map((name, i) => ({ name, span: { from: from + share * i, to: from + share * (i + 1) } }));
  }).sort((a, b) => a.span.from - b.span.from);
}

/** A side wall (y = `at`) with its slide openings cut out: full-height pieces between them, the step and fascia above and below. */
function sideWall(at: number, outward: number, length: number, height: number, openings: Span[], paint: Box['paint']): Box[] {
  const y0 = outward < 0 ? at - T : at;
  const y1 = y0 + T;
  const pieces: Box[] = [];
  let x = -T;
  for (const o of [...openings].sort((a, b) => a.from - b.from)) {
    if (o.from > x) pieces.push(box([x, y0, 0], [o.from, y1, height], paint));
    pieces.push(box([o.from, y0, 0], [o.to, y1, SLIDE_FLOOR], paint), box([o.from, y0, height - SLIDE_DROP], [o.to, y1, height], paint));
    x = o.to;
  }
  pieces.push(box([x, y0, 0], [length + T, y1, height], paint));
  return pieces;
}

/** A slide-out room: its floor a step up, lowered ceiling, outer wall and two ends. `outward` -1 road side, +1 door side. */
function slideRoom(span: Span, outward: -1 | 1, height: number, floor: Box['paint'], ceiling: Box['paint'], wall: Box['paint']): Box[] {
  const inner = outward < 0 ? 0 : WIDTH;
  const outer = inner + outward * SLIDE_DEPTH;
  const [ya, yb] = [Math.min(inner, outer), Math.max(inner, outer)];
  const top = height - SLIDE_DROP;
  const back = outward < 0 ? [outer - T, outer] : [outer, outer + T];
  return [
    box([span.from, ya, SLIDE_FLOOR - T], [span.to, yb, SLIDE_FLOOR], floor),
    box([span.from, ya, top], [span.to, yb, top + T], ceiling),
    box([span.from, back[0], 0], [span.to, back[1], height], wall),
    box([span.from - T, ya, 0], [span.from, yb, height], wall),
    box([span.to, ya, 0], [span.to + T, yb, height], wall),
  ];
}

const pane = (x: Span, y: number, z: [number, number]): Pane => ({ min: [x.from, y - T - 1, z[0]], max: [x.to, y + T + 1, z[1]] });

/** The interior as solids: shell, slide-outs, windows, entry door, and each room furnished (see furnish.ts). */
export function tourScene(facts: TourFacts): TourScene {
  const length = livingLength(facts);
  const height = facts.rvType === 'fifth-wheels' ? 86 : 80;
  const [wall, wood, accent] = facts.palette.map(rgb) as [Rgb, Rgb, Rgb];
  const slides = slideSpans(facts.slides, length);
  const rooms = roomsAlong(facts.rooms, length);
  const door = freeSpot(length * 0.45, 30, 24, length - 40, slides.right) ?? { from: length * 0.45, to: length * 0.45 + 30 };
  const panes: Record<Side, Pane[]> = { left: [], right: [] };
  const ends: Pane[] = [];
  const frame = tone(wood, -0.3);

  const furnished: Room[] = rooms.map(({ name, span }) => ({ name, span, slides: { left: slides.left.filter((s) => s.from < span.to && span.from < s.to), right: slides.right.filter((s) => s.from < span.to && span.from < s.to) } }));
  const boxes: Box[] = [];
  const living = furnished.find((r) => r.name === 'Living') ?? furnished.find((r) => r.name === 'Kitchen') ?? furnished[0];
  const eyeX = living ? (living.span.from + living.span.to) / 2 : length / 2;
  const eye: Vec = [eyeX, WIDTH / 2 + 6, EYE];
  const ac = eyeX + 40 < length - 20 ? eyeX + 40 : eyeX - 40;
  const ctx = { wall, wood, accent, height, length, width: WIDTH, eyeX };
  for (const room of furnished) boxes.push(...furnishRoom(room, ctx));

  // Windows: one per room on each side (on a slide's outer wall where a slide holds the spot), none over the door.
  for (const room of furnished) {
    const { name, span } = room;
    const [w, h, bottom] = name === 'Living' ? [52, 28, 36] : name === 'Bedroom' ? [40, 24, 42] : name === 'Bunks' ? [26, 18, 50] : [30, 14, 41];
    const mid = (span.from + span.to) / 2;
    const x = { from: mid - w / 2, to: mid + w / 2 };
    for (const side of ['left', 'right'] as const) {
      const slide = slides[side].find((s) => s.from <= mid && mid <= s.to);
      // The television hangs across from the sofa.
      if (name === 'Living' && side !== seatingSide(room)) continue;
      if (side === 'right' && !slide && x.from < door.to + 4 && door.from - 4 < x.to) continue;
      const y = side === 'left' ? (slide ? -SLIDE_DEPTH : 0) : (slide ? WIDTH + SLIDE_DEPTH : WIDTH);
      panes[side].push(pane(x, y, [bottom + (slide ? SLIDE_FLOOR : 0), bottom + h + (slide ? SLIDE_FLOOR : 0)]));
    }
  }
  // A living room at either end looks out through a wide end window.
  for (const { name, span } of furnished) {
    if (name !== 'Living' || (span.from > 0 && span.to < length)) continue;
    const x = span.from === 0 ? 0 : length;
    ends.push({ min: [x - T - 1, WIDTH / 2 - 30, 34], max: [x + T + 1, WIDTH / 2 + 30, 66] });
  }

  const floor = plankPaint(wood);
  const ceiling = ceilingPaint(wall, WIDTH);
  const leftPaint = wallPaint(tone(wall, -0.02), frame, panes.left);
  const rightPaint = wallPaint(tone(wall, -0.02), frame, panes.right);
  const endPaint = wallPaint(wall, frame, ends);
  boxes.push(
    box([-T, -T, -T], [length + T, WIDTH + T, 0], floor),
    box([-T, -T, height], [length + T, WIDTH + T, height + T], ceiling),
    box([-T - T, -T, 0], [0, WIDTH + T, height], endPaint),
    box([length, -T, 0], [length + T + T, WIDTH + T, height], endPaint),
    ...sideWall(0, -1, length, height, slides.left, leftPaint),
    ...sideWall(WIDTH, 1, length, height, slides.right, rightPaint),
    ...slides.left.flatMap((s) => slideRoom(s, -1, height, floor, ceiling, leftPaint)),
    ...slides.right.flatMap((s) => slideRoom(s, 1, height, floor, ceiling, rightPaint)),
    // Entry door on the door side, with its small window and handle; a roof air conditioner's ceiling shroud.
    box([door.from, WIDTH - 0.6, 0], [door.to, WIDTH, 76], (p) => {
      if (p[2] > 52 && p[2] < 70 && p[0] > door.from + 8 && p[0] < door.to - 8) return [160, 190, 210];
      if (p[2] > 34 && p[2] < 38 && p[0] > door.to - 6 && p[0] < door.to - 2) return accent;
      return tone(wall, -0.22);
    }),
    box([ac - 14, WIDTH / 2 - 14, height - 2], [ac + 14, WIDTH / 2 + 14, height], (p, axis) => (axis === 2 && ((p[0] % 4) + 4) % 4 < 0.8 ? [200, 204, 208] : [236, 238, 240])),
  );
  // Face the longer way, so the first view looks down the length of the trailer.
  const heading = eyeX > length / 2 ? Math.PI : 0;
  return { boxes, eye, heading };
}
