import type { Span } from '../elevation/svg-util';
import { tone, type Rgb } from './colour';
import { box, cabinetPaint, fabricPaint, type Box } from './room-shell';

export type Side = 'left' | 'right';
/** A room of the layout along the living space, with the slide-outs that open into it on each side. */
export interface Room { name: string; span: Span; slides: Record<Side, Span[]> }
export interface FurnishContext { wall: Rgb; wood: Rgb; accent: Rgb; height: number; length: number; width: number; eyeX: number }

const SLIDE_DEPTH = 30;
const SLIDE_FLOOR = 5;
const STAINLESS: Rgb = [201, 206, 212];

/** Where furniture stands against a side: inside a slide that covers the room's middle, else against the wall. */
function against(room: Room, side: Side, width: number) {
  const mid = (room.span.from + room.span.to) / 2;
  const slide = room.slides[side].find((s) => s.from <= mid && mid <= s.to);
  const wallY = side === 'left' ? (slide ? -SLIDE_DEPTH : 0) : (slide ? width + SLIDE_DEPTH : width);
  // y range of something `depth` deep from the wall, and its floor.
  const span = (depth: number): [number, number] => (side === 'left' ? [wallY, wallY + depth] : [wallY - depth, wallY]);
  return { slide, span, floor: slide ? SLIDE_FLOOR : 0, along: slide ?? room.span };
}

/** Galley: base cabinets with a counter, sink and cooktop, upper cabinets, a refrigerator at the far end. */
function kitchen(room: Room, side: Side, c: FurnishContext): Box[] {
  const at = against(room, side, c.width);
  let x0 = Math.max(room.span.from, at.along.from) + 3;
  let x1 = Math.min(room.span.to, at.along.to) - 3;
  const out: Box[] = [];
  // A refrigerator at the end away from the viewer, where the galley is long enough for one.
  if (x1 - x0 > 70) {
    const [fy0, fy1] = at.span(28);
    const farEnd = Math.abs(x1 - c.eyeX) >= Math.abs(x0 - c.eyeX);
    const fridge = farEnd ? [x1 - 32, x1] : [x0, x0 + 32];
    out.push(box([fridge[0], fy0, at.floor], [fridge[1], fy1, at.floor + 70], (p) => (Math.abs(p[2] - at.floor - 46) < 0.4 ? tone(STAINLESS, -0.3) : STAINLESS)));
    if (farEnd) x1 -= 33;
    else x0 += 33;
  }
  const [ly0, ly1] = at.span(24);
  const [cy0, cy1] = at.span(25);
  const [uy0, uy1] = at.span(13);
  const mid = (x0 + x1) / 2;
  const counter = tone(c.accent, 0.55);
  out.push(
    box([x0, ly0, at.floor], [x1, ly1, at.floor + 34], cabinetPaint(c.wood, c.accent, 0)),
    box([x0, cy0, at.floor + 34], [x1, cy1, at.floor + 36], (p, axis) => {
      if (axis !== 2) return tone(counter, -0.1);
      const depth = Math.abs(p[1] - (side === 'left' ? cy0 : cy1));
      if (depth > 5 && depth < 20 && Math.abs(p[0] - (mid - 14)) < 11) return [190, 196, 202];
      if (depth > 4 && depth < 21 && Math.abs(p[0] - (mid + 16)) < 12) return Math.hypot(depth - 12.5, (p[0] - mid - 16) % 12) < 4 ? [90, 92, 96] : [40, 42, 46];
      return counter;
    }),
    box([x0, uy0, at.floor + 56], [x1, uy1, c.height - (at.slide ? 10 : 0)], cabinetPaint(c.wood, c.accent, 0, 16)),
  );
  return out;
}

/** Sofa (in a slide where there is one) with arms and accent pillows; across the room a media cabinet and television. */
function living(room: Room, side: Side, c: FurnishContext): Box[] {
  const at = against(room, side, c.width);
  const length = Math.min(78, at.along.to - at.along.from - 8, room.span.to - room.span.from - 8);
  const mid = Math.min(Math.max((room.span.from + room.span.to) / 2, at.along.from + length / 2 + 4), at.along.to - length / 2 - 4);
  const [x0, x1] = [mid - length / 2, mid + length / 2];
  const f = at.floor;
  const fabric = tone(c.wall, -0.32);
  const [sy0, sy1] = at.span(28);
  const [by0, by1] = at.span(8);
  const pillow = (x: number, colour: Rgb) => {
    const [py0, py1] = at.span(14);
    return box([x, side === 'left' ? py0 + 7 : py0 - 1, f + 17], [x + 14, side === 'left' ? py1 + 1 : py1 - 7, f + 31], fabricPaint(colour));
  };
  const other: Side = side === 'left' ? 'right' : 'left';
  const across = against(room, other, c.width);
  const [ty0, ty1] = across.span(16);
  const [vy0, vy1] = across.span(2);
  return [
    box([x0, sy0, f], [x1, sy1, f + 17], fabricPaint(fabric)),
    box([x0, by0, f], [x1, by1, f + 34], fabricPaint(tone(fabric, -0.08))),
    box([x0 - 6, sy0, f], [x0, sy1, f + 24], fabricPaint(tone(fabric, -0.12))),
    box([x1, sy0, f], [x1 + 6, sy1, f + 24], fabricPaint(tone(fabric, -0.12))),
    pillow(x0 + 6, c.accent), pillow(mid - 7, tone(c.wall, 0.2)), pillow(x1 - 20, c.accent),
    box([mid - 24, ty0, across.floor], [mid + 24, ty1, across.floor + 28], cabinetPaint(c.wood, c.accent, 0, 24)),
    box([mid - 22, vy0, across.floor + 36], [mid + 22, vy1, across.floor + 62], (p, axis) => (axis === 1 ? [24, 30, 44] : [20, 20, 22])),
  ];
}

/** Bed against the end wall (or the room's far end) with headboard, blanket, pillows, nightstands and an overhead cabinet. */
function bedroom(room: Room, c: FurnishContext, bunks: boolean): Box[] {
  const headAtFront = room.span.to <= c.eyeX;
  const end = headAtFront ? room.span.from : room.span.to;
  const dir = headAtFront ? 1 : -1;
  const depth = Math.min(bunks ? 32 : 80, room.span.to - room.span.from - 6);
  const xs = (a: number, b: number): [number, number] => [Math.min(end + dir * a, end + dir * b), Math.max(end + dir * a, end + dir * b)];
  const [bx0, bx1] = xs(4, 4 + depth);
  const bed = bunks ? [4, c.width - 4] : [c.width / 2 - 30, c.width / 2 + 30];
  const mattress = tone(c.wall, 0.18);
  const blanket = tone(c.accent, 0.25);
  const out: Box[] = [
    box([bx0, bed[0], 0], [bx1, bed[1], 14], cabinetPaint(c.wood, c.accent, 1, 30)),
    box([bx0, bed[0], 14], [bx1, bed[1], 22], (p) => (Math.abs(p[0] - end) > 36 || bunks ? blanket : mattress)),
  ];
  if (bunks) {
    out.push(box([bx0, bed[0], 44], [bx1, bed[1], 48], c.wood), box([bx0, bed[0], 48], [bx1, bed[1], 55], blanket));
    return out;
  }
  const [hx0, hx1] = xs(0, 4);
  const [px0, px1] = xs(6, 18);
  const [nx0, nx1] = xs(0, 18);
  const [ox0, ox1] = xs(0, 14);
  out.push(
    box([hx0, bed[0] - 2, 0], [hx1, bed[1] + 2, 44], cabinetPaint(c.wood, c.accent, 1, 32)),
    box([px0, bed[0] + 6, 22], [px1, bed[0] + 28, 27], fabricPaint([244, 244, 240])),
    box([px0, bed[1] - 28, 22], [px1, bed[1] - 6, 27], fabricPaint([244, 244, 240])),
    box([nx0, 0, 0], [nx1, Math.max(4, bed[0] - 4), 24], cabinetPaint(c.wood, c.accent, 1)),
    box([nx0, Math.min(c.width - 4, bed[1] + 4), 0], [nx1, c.width, 24], cabinetPaint(c.wood, c.accent, 1)),
    box([ox0, 0, 58], [ox1, c.width, c.height], cabinetPaint(c.wood, c.accent, 1, 24)),
  );
  return out;
}

/** A partition between a private room and the rest, towards the viewer, with an open doorway. */
function partition(room: Room, c: FurnishContext): Box[] {
  const x = room.span.to <= c.eyeX ? room.span.to : room.span.from;
  if (x <= 0 || x >= c.length) return [];
  const inSlide = (side: Side) => room.slides[side].some((s) => s.from < x && x < s.to);
  const y0 = inSlide('left') ? -SLIDE_DEPTH : 0;
  const y1 = inSlide('right') ? c.width + SLIDE_DEPTH : c.width;
  const [d0, d1] = [c.width / 2 - 2, c.width / 2 + 26];
  const paint = tone(c.wall, -0.05);
  return [
    box([x - 1.5, y0, 0], [x + 1.5, d0, c.height], paint),
    box([x - 1.5, d1, 0], [x + 1.5, y1, c.height], paint),
    box([x - 1.5, d0, 76], [x + 1.5, d1, c.height], paint),
  ];
}

/** Seating goes where the slide is (a living slide holds the sofa), else along the road side. */
export function seatingSide(room: Room): Side {
  return room.slides.left.length >= room.slides.right.length ? 'left' : 'right';
}

/** The furniture of one layout room; the galley takes the side with fewer slides, seating the other. */
export function furnishRoom(room: Room, c: FurnishContext): Box[] {
  const galley: Side = room.slides.left.length <= room.slides.right.length ? 'left' : 'right';
  const seating = seatingSide(room);
  switch (room.name) {
    case 'Kitchen': return kitchen(room, galley, c);
    case 'Living': return living(room, seating, c);
    case 'Bedroom': return [...bedroom(room, c, false), ...partition(room, c)];
    case 'Bunks': return [...bedroom(room, c, true), ...partition(room, c)];
    default: return [];
  }
}
