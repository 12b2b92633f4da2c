import type { ModelRow } from './repository';
import { versionHash } from './version-hash';

export type ImageVariant = 'main' | 'thumbnail' | 'tiny';
export const IMAGE_SIZES: Record<ImageVariant, { width: number; height: number }> = {
  main: { width: 1200, height: 400 },
  thumbnail: { width: 600, height: 200 },
  tiny: { width: 60, height: 20 },
};

type DrawnFacts = Pick<ModelRow, 'name' | 'length' | 'slides' | 'rooms' | 'rv_type' | 'type_class_slug' | 'garage_length' | 'bed_type' | 'bathrooms' | 'sleeps' | 'flags'>;

/** Raised when the way floorplans are drawn changes (3: fixtures and furniture, doors, overall length), so cached drawings are fetched again. */
const DRAWING_REVISION = 3;

/** The flags the drawing shows: part of its version, so a changed feature gets a new drawing. */
const DRAWN_FLAGS = ['kitchen_island', 'outdoor_kitchen', 'two_entry_doors', 'theater_seating', 'fireplace', 'residential_refrigerator'] as const;

/** A short hash of what the drawing shows and how: part of the image URL, so a changed floorplan gets a new URL. */
export function drawingVersion(row: DrawnFacts): string {
  const flags = DRAWN_FLAGS.filter((flag) => row.flags.includes(flag)).join();
  const text = [DRAWING_REVISION, row.name, row.length, row.slides, row.rooms.join(), row.rv_type, row.garage_length, row.bed_type, row.bathrooms, row.sleeps, flags].join('|');
  return versionHash(text);
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const feetInches = (inches: number) => `${Math.floor(inches / 12)}' ${inches % 12}"`;
const n = (v: number) => String(Math.round(v * 10) / 10);

/** One scale for the whole drawing, as makers draw: the 96 in body width is 150 px of the 1200 x 400 view. */
const PX_PER_INCH = 150 / 96;
const WIDTH = 96;
const SLIDE_DEPTH = 30;
const DOOR = 30;
const TOP_PX = 122;

type Room = 'Bedroom' | 'Kitchen' | 'Living' | 'Bunks' | 'Bath' | 'Half bath';
type Side = 'top' | 'bottom';
interface Segment { room: Room; location: string; start: number; length: number }
interface Slide { segment: Segment; side: Side; start: number; length: number }

/** Where each room's furniture goes along the body (front wall at 0 in): nominal depths scaled to fill the body. */
function segmentsOf(row: DrawnFacts, usable: number): Segment[] {
  const rooms = row.rooms.map((r) => { const [room, location] = r.split('@'); return { room: room as Room, location }; });
  const bedroom = rooms.findIndex((r) => r.room === 'Bedroom');
  // The bath sits beside the bedroom, on the side towards the rest of the coach.
  if (bedroom >= 0) rooms.splice(bedroom === 0 ? 1 : bedroom, 0, { room: 'Bath', location: rooms[bedroom].location });
  const bathrooms = Number(row.bathrooms);
  if (bathrooms >= 1.5) {
    const bunks = rooms.findIndex((r) => r.room === 'Bunks');
    const at = bunks >= 0 ? bunks : rooms.length - 1;
    rooms.splice(at, 0, { room: bathrooms >= 2 ? 'Bath' : 'Half bath', location: rooms[at].location });
  }
  const nominal: Record<Room, number> = {
    Bedroom: (row.bed_type === 'Short Queen' ? 74 : 80) + 36, Bath: 54, 'Half bath': 38, Kitchen: row.flags.includes('kitchen_island') ? 96 : 76,
    Living: 84, Bunks: 34 * bunkStacks(row) + 8,
  };
  const total = rooms.reduce((sum, r) => sum + nominal[r.room], 0);
  let at = 0;
  return rooms.map((r) => {
    const length = (nominal[r.room] / total) * usable;
    const segment = { ...r, start: at, length };
    at += length;
    return segment;
  });
}

const isBath = (segment: Segment) => segment.room === 'Bath' || segment.room === 'Half bath';

/** Bunks beyond the bed, the sofa and the dinette, two to a stack. */
const bunkStacks = (row: DrawnFacts) => Math.max(1, Math.min(2, Math.ceil((row.sleeps - 6) / 2)));

/** Slide-outs go where makers put them: living room first, then bedroom, galley, bunks. */
function slidesOf(row: DrawnFacts, segments: Segment[]): Slide[] {
  const order: Array<[Room, Side]> = [['Living', 'top'], ['Bedroom', 'top'], ['Kitchen', 'bottom'], ['Bunks', 'top'], ['Kitchen', 'top'], ['Living', 'bottom'], ['Bedroom', 'bottom']];
  const slides: Slide[] = [];
  const used = new Set<string>();
  for (const [room, side] of [...order, ...order]) {
    if (slides.length >= row.slides) break;
    const segment = segments.find((s) => s.room === room && !used.has(`${segments.indexOf(s)}${side}`));
    if (!segment) continue;
    used.add(`${segments.indexOf(segment)}${side}`);
    const length = Math.max(Math.min(segment.length - 8, 150), Math.min(segment.length, 40));
    slides.push({ segment, side, start: segment.start + (segment.length - length) / 2, length });
  }
  return slides;
}

/** Draws in inches from the body's front-left corner; `px` turns them into the 1200 x 400 view. */
class Pen {
  readonly parts: string[] = [];
  constructor(private readonly ox: number, private readonly oy: number) {}
  x(inches: number) { return n(this.ox + inches * PX_PER_INCH); }
  y(inches: number) { return n(this.oy + inches * PX_PER_INCH); }
  rect(x: number, y: number, w: number, h: number, cls: string, rx = 0) {
    this.parts.push(`<rect x="${this.x(x)}" y="${this.y(y)}" width="${n(w * PX_PER_INCH)}" height="${n(h * PX_PER_INCH)}"${rx ? ` rx="${n(rx * PX_PER_INCH)}"` : ''} class="${cls}"/>`);
  }
  line(x1: number, y1: number, x2: number, y2: number, cls = 'l') {
    this.parts.push(`<path d="M${this.x(x1)} ${this.y(y1)}L${this.x(x2)} ${this.y(y2)}" class="${cls}"/>`);
  }
  circle(cx: number, cy: number, r: number, cls = 'f') {
    this.parts.push(`<circle cx="${this.x(cx)}" cy="${this.y(cy)}" r="${n(r * PX_PER_INCH)}" class="${cls}"/>`);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number) {
    this.parts.push(`<ellipse cx="${this.x(cx)}" cy="${this.y(cy)}" rx="${n(rx * PX_PER_INCH)}" ry="${n(ry * PX_PER_INCH)}" class="f"/>`);
  }
  label(x: number, y: number, text: string, cls = 't') {
    this.parts.push(`<text x="${this.x(x)}" y="${this.y(y)}" class="${cls}">${esc(text)}</text>`);
  }
  /** A named fixture: a group tests and screen readers of the source can find. */
  fixture(name: string, draw: () => void) {
    this.parts.push(`<g data-fixture="${name}">`);
    draw();
    this.parts.push('</g>');
  }
}

/**
 * A top-down floorplan drawn from the model's specs at one scale: the body to its length (front at the left, with an
 * A-frame or a pin box), the slide-outs drawn extended with what they carry, the rooms where the layout puts them with
 * their furniture and fixtures (beds, bunks, bath, galley, seating, island), entry doors on the door side, an outdoor
 * kitchen, a toy hauler's garage and ramp door, and the overall length. The tiny variant keeps the outline, slides and garage.
 */
export function floorplanSvg(row: DrawnFacts, variant: ImageVariant): string {
  const { width, height } = IMAGE_SIZES[variant];
  const fifthWheel = row.rv_type === 'fifth-wheels';
  const overall = Math.min(row.length, 600);
  const hitch = fifthWheel ? 18 : 48;
  const body = overall - hitch;
  const garage = row.garage_length ? Math.min(row.garage_length, body * 0.45) : 0;
  const ramp = garage ? 44 : 0;
  const left = (1200 - (overall + ramp) * PX_PER_INCH) / 2;
  const pen = new Pen(left + hitch * PX_PER_INCH, TOP_PX);
  const segments = segmentsOf(row, body - garage);
  const slides = slidesOf(row, segments);

  if (fifthWheel) pen.fixture('pin box', () => { pen.rect(-hitch, 30, hitch + 4, 36, 'o', 4); pen.circle(-hitch + 8, 48, 3, 'k'); });
  else pen.fixture('a-frame', () => { pen.parts.push(`<path d="M${pen.x(0)} ${pen.y(14)}L${pen.x(-hitch + 6)} ${pen.y(48)}L${pen.x(0)} ${pen.y(82)}" class="o"/>`); pen.circle(-hitch + 6, 48, 4, 'k'); });
  pen.rect(0, 0, body, WIDTH, 'o', fifthWheel ? 14 : 8);
  for (const slide of slides) {
    const y = slide.side === 'top' ? -SLIDE_DEPTH : WIDTH;
    pen.fixture('slide-out', () => {
      pen.rect(slide.start, y, slide.length, SLIDE_DEPTH, 's');
      // The wall opens into the extended slide.
      pen.rect(slide.start + 1, slide.side === 'top' ? -2 : WIDTH - 2, slide.length - 2, 4, 'sf');
    });
  }
  if (garage) {
    pen.fixture('garage', () => pen.rect(body - garage, 0, garage, WIDTH, 'g'));
    pen.fixture('ramp door', () => { pen.rect(body, 8, ramp, WIDTH - 16, 'r'); pen.line(body, 4, body, WIDTH - 4, 'w'); });
  }
  if (variant !== 'tiny') {
    const doorAt = drawInterior(pen, row, segments, slides, garage ? body - garage : body);
    drawDoors(pen, row, segments, slides, doorAt, body, garage);
    if (garage) {
      pen.fixture('fold-down sofas', () => { pen.rect(body - garage + 10, 2, Math.min(72, garage - 20), 18, 'fd'); pen.rect(body - garage + 10, WIDTH - 20, Math.min(72, garage - 20), 18, 'fd'); });
      pen.label(body - garage / 2, 54, `GARAGE ${feetInches(row.garage_length!)}`);
    }
    // Overall length, hitch to rear, as a dimension line under the drawing.
    const end = body;
    pen.fixture('overall length', () => {
      pen.line(-hitch, 155, end, 155, 'dm');
      pen.line(-hitch, 149, -hitch, 161, 'dm');
      pen.line(end, 149, end, 161, 'dm');
      pen.label((end - hitch) / 2, 170, `Overall length ${feetInches(row.length)}`);
    });
    if (variant === 'main') {
      pen.parts.push(`<text x="40" y="40" class="h">${esc(row.name)}</text>`);
      pen.parts.push(`<text x="40" y="66" class="st">Length ${feetInches(row.length)} · Sleeps ${row.sleeps} · ${row.slides} slide${row.slides === 1 ? '' : 's'}</text>`);
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="${width}" height="${height}" role="img" aria-label="${esc(row.name)} floorplan">`,
    '<style>.o{fill:#fff;stroke:#1d2b36;stroke-width:4}.s{fill:#fff;stroke:#1d2b36;stroke-width:3}.sf{fill:#fff}',
    '.g{fill:#f3f0e6;stroke:#1d2b36;stroke-width:3}.r{fill:none;stroke:#1d2b36;stroke-width:2;stroke-dasharray:6 4}.w{stroke:#1d2b36;stroke-width:7}',
    '.f{fill:#eef2f5;stroke:#51606b;stroke-width:1.5}.k{fill:#51606b}.l{stroke:#51606b;stroke-width:1.5;fill:none}.fd{fill:none;stroke:#51606b;stroke-width:1.5;stroke-dasharray:4 3}',
    '.p{fill:#fff;stroke:#51606b;stroke-width:1.5}.fp{fill:#f4c6a0;stroke:#a0522d;stroke-width:1.5}.dg{fill:#fff}.dr{fill:none;stroke:#c0392b;stroke-width:2}.dm{stroke:#51606b;stroke-width:1.5}',
    // Room labels are centred on their rooms, with a white halo over the furniture; the title and its subtitle start at the
    // left margin. A class's text-anchor would override a text-anchor attribute, so the subtitle has a class of its own.
    '.t{font:600 15px sans-serif;fill:#1d2b36;text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-width:4px}.st{font:600 18px sans-serif;fill:#1d2b36}.ts{font:600 13px sans-serif;fill:#1d2b36}.h{font:700 30px sans-serif;fill:#1d2b36}</style>',
    '<rect width="1200" height="400" fill="#f7f9fa"/>',
    ...pen.parts,
    '</svg>',
  ].join('');
}

/** The furniture and fixtures of each room; returns where along the door side the main entry door fits. */
function drawInterior(pen: Pen, row: DrawnFacts, segments: Segment[], slides: Slide[], usableEnd: number): number {
  const slideOf = (segment: Segment, side: Side) => slides.find((s) => s.segment === segment && s.side === side);
  let door = -1;
  segments.forEach((segment, index) => {
    const { start: a, length: w } = segment;
    const b = a + w;
    const atFront = index === 0;
    const atRear = index === segments.length - 1 && b >= usableEnd - 1;
    const top = slideOf(segment, 'top');
    const bottom = slideOf(segment, 'bottom');
    // Partition stubs between rooms; a bath draws its own walls.
    if (index > 0 && !isBath(segment) && !isBath(segments[index - 1])) { pen.line(a, 0, a, 16); pen.line(a, WIDTH - 16, a, WIDTH); }
    switch (segment.room) {
      case 'Bedroom': {
        const bedLength = Math.min(row.bed_type === 'Short Queen' ? 74 : 80, w - 12);
        const bedWidth = row.bed_type === 'King' ? 76 : 60;
        const headX = atFront || !atRear ? a + 2 : b - 2 - bedLength;
        const y = (WIDTH - bedWidth) / 2;
        pen.fixture('bed', () => {
          pen.rect(headX, y, bedLength, bedWidth, 'f', 3);
          const pillowX = atFront || !atRear ? headX + 3 : headX + bedLength - 13;
          pen.rect(pillowX, y + 4, 10, bedWidth / 2 - 6, 'p', 3);
          pen.rect(pillowX, y + bedWidth / 2 + 2, 10, bedWidth / 2 - 6, 'p', 3);
        });
        if (y >= 14) pen.fixture('nightstands', () => { pen.rect(atFront || !atRear ? a + 2 : b - 16, 2, 14, y - 4, 'f'); pen.rect(atFront || !atRear ? a + 2 : b - 16, y + bedWidth + 2, 14, y - 4, 'f'); });
        if (top) pen.fixture('wardrobe', () => pen.rect(top.start + 4, -SLIDE_DEPTH + 3, top.length - 8, 20, 'f'));
        else if (w - bedLength >= 28) pen.fixture('wardrobe', () => pen.rect(atFront || !atRear ? b - 22 : a + 2, 2, 20, 30, 'f'));
        pen.label(a + w / 2, WIDTH / 2 + 5, 'BEDROOM');
        break;
      }
      case 'Bath':
      case 'Half bath': {
        // A split bath: shower on one side, the toilet room on the other, the passage between.
        if (segment.room === 'Bath') pen.fixture('shower', () => { const s = Math.min(32, w - 4); pen.rect(a + 2, 2, s, s, 'f'); pen.line(a + 2, 2, a + 2 + s, 2 + s); pen.line(a + 2 + s, 2, a + 2, 2 + s); });
        for (const x of [a, b]) { pen.line(x, 0, x, 36); pen.line(x, 62, x, WIDTH); }
        if (segment.room === 'Bath') pen.line(a, 36, b, 36);
        pen.line(a, 62, a + w * 0.45, 62);
        pen.fixture('toilet', () => { pen.rect(a + 4, WIDTH - 10, 16, 7, 'f', 2); pen.ellipse(a + 12, WIDTH - 19, 7, 9); });
        pen.fixture('sink', () => { pen.rect(a + 24, WIDTH - 18, Math.max(12, Math.min(20, w - 28)), 16, 'f'); pen.ellipse(a + 24 + Math.max(12, Math.min(20, w - 28)) / 2, WIDTH - 10, 5, 4); });
        pen.label(a + w / 2, 52, segment.room === 'Bath' ? 'BATH' : '½ BATH');
        break;
      }
      case 'Kitchen': {
        const inSlide = bottom ?? null;
        const counterY = inSlide ? WIDTH + SLIDE_DEPTH - 26 : 2;
        const from = inSlide ? inSlide.start + 2 : a + 2;
        const fridge = row.flags.includes('residential_refrigerator') ? 36 : 26;
        const length = inSlide ? inSlide.length - 4 : w - fridge - 6;
        pen.fixture('galley', () => {
          pen.rect(from, counterY, length, 24, 'f');
          pen.rect(from + length * 0.2, counterY + 5, 11, 14, 'p', 2);
          pen.rect(from + length * 0.2 + 13, counterY + 5, 11, 14, 'p', 2);
          const stove = from + length * 0.55;
          pen.rect(stove, counterY + 2, 22, 20, 'p');
          for (const [dx, dy] of [[6, 7], [16, 7], [11, 16]]) pen.circle(stove + dx, counterY + 2 + dy, 3.5, 'l');
        });
        pen.fixture('refrigerator', () => {
          const fx = inSlide ? a + 2 : b - fridge - 2;
          pen.rect(fx, 2, fridge, 26, 'f');
          pen.line(fx + fridge / 2, 2, fx + fridge / 2, 28);
        });
        if (row.flags.includes('kitchen_island')) pen.fixture('kitchen island', () => pen.rect(a + w / 2 - 24, inSlide ? 34 : 44, 48, 24, 'f', 3));
        if (!bottom && door < 0) door = a + w * 0.6;
        pen.label(a + w / 2, inSlide ? 30 : 86, 'KITCHEN');
        break;
      }
      case 'Living': {
        const rearLiving = atRear && segment.location === 'Rear';
        const seatY = top ? -SLIDE_DEPTH + 2 : 2;
        const seatFrom = top ? top.start + 4 : a + 4;
        const seatLength = Math.min(top ? top.length - 8 : w - 8, 76);
        if (row.flags.includes('theater_seating')) {
          pen.fixture('theater seating', () => {
            const seats = Math.max(2, Math.min(3, Math.floor(seatLength / 26)));
            for (let i = 0; i < seats; i += 1) pen.rect(seatFrom + i * 26, seatY, 24, 28, 'f', 5);
          });
        } else {
          pen.fixture('sofa', () => { pen.rect(seatFrom, seatY, seatLength, 28, 'f', 4); pen.line(seatFrom + 6, seatY + 9, seatFrom + seatLength - 6, seatY + 9); });
        }
        if (rearLiving) {
          pen.fixture('rear sofa', () => pen.rect(b - 26, 34, 24, 56, 'f', 4));
          pen.fixture('entertainment center', () => pen.rect(a + 4, WIDTH - 14, Math.min(44, w - 36), 12, row.flags.includes('fireplace') ? 'fp' : 'f'));
          if (row.flags.includes('fireplace')) pen.label(a + 4 + Math.min(44, w - 36) / 2, WIDTH - 17, 'FIREPLACE');
        } else {
          pen.fixture('dinette', () => {
            const dx = bottom ? bottom.start + 6 : a + w - 50;
            const dy = bottom ? WIDTH + 2 : WIDTH - 40;
            pen.rect(dx, dy + 2, 12, 36, 'f', 3);
            pen.rect(dx + 14, dy + 4, 18, 32, 'p');
            pen.rect(dx + 34, dy + 2, 12, 36, 'f', 3);
          });
          if (!bottom && door < 0) door = a + 4;
        }
        pen.label(a + w / 2, 52, 'LIVING');
        break;
      }
      case 'Bunks': {
        pen.fixture('bunks', () => {
          for (let i = 0; i < bunkStacks(row); i += 1) {
            const x = a + 4 + i * 34;
            pen.rect(x, 2, 30, 75, 'f');
            pen.rect(x + 3, 5, 24, 69, 'fd');
          }
        });
        pen.label(a + w / 2, 88, 'BUNKS');
        break;
      }
    }
  });
  return door;
}

/** Entry doors on the door side (the bottom wall): a gap, the leaf and its swing. */
function drawDoors(pen: Pen, row: DrawnFacts, segments: Segment[], slides: Slide[], doorAt: number, body: number, garage: number) {
  const free = (x: number) => !slides.some((s) => s.side === 'bottom' && x + DOOR > s.start - 2 && x < s.start + s.length + 2);
  // The main entry opens into the galley or living room, clear of the door-side slides; failing that, any room but the bath.
  const spotIn = (rooms: Room[]) => {
    for (const segment of segments.filter((s) => rooms.includes(s.room))) {
      for (let x = segment.start + 4; x + DOOR <= segment.start + segment.length - 4; x += 6) if (free(x)) return x;
    }
    return -1;
  };
  const main = doorAt >= 0 && free(doorAt) ? doorAt : [spotIn(['Kitchen', 'Living']), spotIn(['Bunks', 'Bedroom'])].find((x) => x >= 0) ?? -1;
  const doors = main >= 0 ? [main] : [];
  const bedroom = segments.find((s) => s.room === 'Bedroom');
  if (row.flags.includes('two_entry_doors') && bedroom && doors.length) {
    const x = bedroom.start === 0 ? bedroom.start + bedroom.length - DOOR - 24 : bedroom.start + 24;
    if (free(x) && Math.abs(x - doors[0]) > DOOR + 12) doors.push(x);
  }
  if (garage) doors.push(body - garage + Math.min(garage - DOOR - 4, 80));
  for (const x of doors) {
    pen.fixture('entry door', () => {
      pen.rect(x, WIDTH - 3, DOOR, 6, 'dg');
      pen.parts.push(`<path d="M${pen.x(x)} ${pen.y(WIDTH)}L${pen.x(x)} ${pen.y(WIDTH + DOOR)}A${n(DOOR * PX_PER_INCH)} ${n(DOOR * PX_PER_INCH)} 0 0 0 ${pen.x(x + DOOR)} ${pen.y(WIDTH)}" class="dr"/>`);
    });
  }
  if (row.flags.includes('outdoor_kitchen')) {
    // On the door side by the galley, clear of the doors' swing; on the slide's outer wall when the galley slides out.
    const kitchen = segments.find((s) => s.room === 'Kitchen') ?? segments[segments.length - 1];
    const clear = (x: number) => !doors.some((d) => x < d + DOOR + 4 && x + 56 > d - 4);
    const x = [kitchen.start + 4, kitchen.start + kitchen.length - 60, body - garage - 60].find(clear) ?? kitchen.start + 4;
    const y = free(x) && free(x + 26) ? WIDTH : WIDTH + SLIDE_DEPTH;
    pen.fixture('outdoor kitchen', () => {
      pen.rect(x, y + 2, 56, 18, 'f');
      pen.circle(x + 14, y + 11, 6, 'l');
      pen.rect(x + 30, y + 4, 22, 14, 'p');
      pen.label(x + 60, y + 16, 'OUTDOOR KITCHEN', 'ts');
    });
  }
}
