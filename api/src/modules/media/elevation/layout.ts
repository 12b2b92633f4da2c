import { axleCountFor, type ElevationSpecs } from './specs';
import { overlaps, type Span } from './svg-util';

/** Inches: the tongue of a bumper-pull, the front overhang of a fifth wheel, wall bottom, tyre radius, axle spacing. */
export const TONGUE = 60;
export const OVERHANG = 76;
export const OVERHANG_UNDERSIDE = 58;
export const WALL_BOTTOM = 20;
export const TYRE_RADIUS = 14.5;
const AXLE_SPACING = 35;
const DOOR_WIDTH = 30;

export interface Window extends Span { bottom: number; top: number; room: string }
/** Where everything on the side walls sits, in inches from the front of the body (x) and above the ground (z). */
export interface SideLayout {
  bodyLength: number;
  roof: number;
  /** Where the lower deck starts (after a fifth wheel's overhang and step), 0 for a bumper-pull. */
  lowerStart: number;
  usable: number;
  axles: number[];
  wheelWell: Span;
  /** Slides on the road side (left) and the door side (right). */
  slides: { left: Span[]; right: Span[] };
  doors: Span[];
  windows: { left: Window[]; right: Window[] };
  awnings: Span[];
  compartments: { left: Span[]; right: Span[] };
}

/** The floorplan drawing's slide positions (share of the body length), so both drawings agree: even slides road side. */
export function slideSpans(slides: number, bodyLength: number) {
  const left: Span[] = [];
  const right: Span[] = [];
  for (let s = 0; s < slides; s += 1) {
    const from = bodyLength * (0.18 + 0.27 * Math.floor(s / 2) + (s % 2 === 0 ? 0 : 0.1));
    (s % 2 === 0 ? left : right).push({ from, to: from + bodyLength * 0.2 });
  }
  return { left, right };
}

/** The free spot of `width` nearest `target` within [min, max] that touches none of `blocked`. */
export function freeSpot(target: number, width: number, min: number, max: number, blocked: Span[]): Span | null {
  for (let step = 0; step <= max - min; step += 2) {
    for (const from of [target + step, target - step]) {
      const span = { from, to: from + width };
      if (from >= min && span.to <= max && !blocked.some((b) => overlaps(span, b, 4))) return span;
    }
  }
  return null;
}

const ROOM_WINDOWS: Record<string, [width: number, height: number]> = {
  Bedroom: [44, 26], Living: [62, 32], Kitchen: [36, 20], Bunks: [30, 20],
};
const ZONES: Record<string, [number, number]> = { Front: [0, 1 / 3], Middle: [1 / 3, 2 / 3], Rear: [2 / 3, 1] };

function roomWindows(specs: ElevationSpecs, l: Pick<SideLayout, 'usable' | 'roof' | 'lowerStart'>, blocked: Span[]): Window[] {
  const fifth = specs.hitch === 'pin-box';
  const byZone = new Map<string, string[]>();
  for (const room of specs.rooms) {
    const [name, zone] = room.split('@');
    byZone.set(zone, [...(byZone.get(zone) ?? []), name]);
  }
  const windows: Window[] = [];
  for (const [zone, names] of byZone) {
    const [a, b] = ZONES[zone] ?? ZONES.Middle;
    names.forEach((name, i) => {
      const [w, h] = ROOM_WINDOWS[name] ?? [30, 20];
      // A fifth wheel's front bedroom is upstairs, in the overhang.
      const upstairs = fifth && zone === 'Front' && name === 'Bedroom';
      const share = (b - a) / names.length;
      const centre = upstairs ? OVERHANG * 0.7 : l.usable * (a + share * (i + 0.5));
      const span = { from: centre - w / 2, to: centre + w / 2 };
      const top = l.roof - 22;
      if (span.from < (upstairs ? 8 : l.lowerStart + 8) || blocked.some((s) => overlaps(span, s, 3))) return;
      windows.push({ ...span, top, bottom: top - h, room: name });
    });
  }
  return windows;
}

/** Lays out a side: wheels by the GVWR rule, slides as the floorplan, doors where no slide or wheel is, then windows. */
export function sideLayout(specs: ElevationSpecs): SideLayout {
  const fifth = specs.hitch === 'pin-box';
  const bodyLength = Math.max(120, fifth ? specs.lengthIn : specs.lengthIn - TONGUE);
  const roof = specs.heightIn - 14;
  const lowerStart = fifth ? OVERHANG + 16 : 0;
  const garage = specs.garageLengthIn ?? 0;
  const usable = bodyLength - garage;
  const count = axleCountFor(specs.gvwrLb);
  const centre = bodyLength * (fifth ? 0.7 : 0.58);
  const axles = Array.from({ length: count }, (_, i) => centre + (i - (count - 1) / 2) * AXLE_SPACING);
  const wheelWell = { from: axles[0] - TYRE_RADIUS - 6, to: axles[count - 1] + TYRE_RADIUS + 6 };
  const slides = slideSpans(specs.slides, bodyLength);
  const doors: Span[] = [];
  const doorLimit = Math.max(lowerStart + DOOR_WIDTH + 12, usable - 6);
  const main = freeSpot(lowerStart + (usable - lowerStart) * 0.3, DOOR_WIDTH, lowerStart + 6, doorLimit, [...slides.right, wheelWell]);
  if (main) doors.push(main);
  if (specs.entryDoors === 2 && main) {
    const second = freeSpot(lowerStart + 10, DOOR_WIDTH, lowerStart + 6, doorLimit, [...slides.right, wheelWell, main]);
    if (second) doors.push(second);
  }
  const base = { usable, roof, lowerStart };
  const windows = { left: roomWindows(specs, base, slides.left), right: roomWindows(specs, base, [...slides.right, ...doors]) };
  const awnings: Span[] = [];
  if (specs.awnings > 0 && main) {
    const length = Math.min(bodyLength * 0.45, 216);
    const from = Math.max(lowerStart + 4, Math.min(main.from - 30, bodyLength - 16 - length));
    awnings.push({ from, to: from + length });
    const rear = { from: bodyLength - 16 - 96, to: bodyLength - 16 };
    if (specs.awnings > 1 && !overlaps(rear, awnings[0], 8)) awnings.push(rear);
  }
  const compartment = (blocked: Span[]) => [0.1, 0.22, 0.45, 0.82, 0.92].map((u) => ({ from: lowerStart + u * (bodyLength - lowerStart), to: lowerStart + u * (bodyLength - lowerStart) + 34 }))
    .filter((c, i, all) => c.to < bodyLength - 6 && !blocked.some((b) => overlaps(c, b, 4)) && !all.slice(0, i).some((p) => overlaps(c, p, 4)));
  return {
    bodyLength, roof, lowerStart, usable, axles, wheelWell, slides, doors, windows, awnings,
    compartments: { left: compartment([...slides.left, wheelWell]), right: compartment([...slides.right, wheelWell, ...doors]) },
  };
}
