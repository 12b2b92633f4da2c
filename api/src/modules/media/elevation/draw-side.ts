import type { Livery } from './livery';
import { OVERHANG, OVERHANG_UNDERSIDE, TONGUE, TYRE_RADIUS, WALL_BOTTOM, freeSpot, sideLayout, type SideLayout, type Window } from './layout';
import type { ElevationSpecs } from './specs';
import { SWOOSHES, swooshPath } from './swoosh';
import { escapeXml, n, shade, type Span } from './svg-util';

export const SIDE_WIDTH = 1600;
export const SIDE_HEIGHT = 600;
/** Pixels per inch: the same for every floorplan, so lengths are to scale against each other. */
export const SIDE_SCALE = 2.4;
const GROUND = 556;

/** The body outline by silhouette, in inches (x from the front, z up). */
function outline(specs: ElevationSpecs, length: number, roof: number): Array<[string, ...number[]]> {
  const zb = WALL_BOTTOM;
  if (specs.hitch === 'pin-box') {
    return [['M', length, zb], ['L', length, roof - 6], ['Q', length, roof, length - 6, roof], ['L', 40, roof], ['C', 14, roof, 0, roof - 18, 0, roof - 44],
      ['L', 4, OVERHANG_UNDERSIDE + 6], ['Q', 5, OVERHANG_UNDERSIDE, 12, OVERHANG_UNDERSIDE], ['L', OVERHANG, OVERHANG_UNDERSIDE], ['L', OVERHANG + 16, zb], ['Z']];
  }
  if (specs.kind === 'destination-trailer') {
    return [['M', length, zb], ['L', length, roof - 3], ['L', length - 3, roof], ['L', 3, roof], ['L', 0, roof - 3], ['L', 0, zb + 10], ['L', 6, zb], ['Z']];
  }
  const mid = zb + (roof - zb) * 0.55;
  return [['M', length, zb], ['L', length, roof - 6], ['Q', length, roof, length - 6, roof], ['L', 26, roof], ['Q', 2, roof, 0, roof - 26],
    ['L', 0, mid], ['L', 10, zb + 8], ['Q', 12, zb, 20, zb], ['Z']];
}

/** The road side (hitch to the left) or the door side (hitch to the right) of a floorplan. */
export function drawSide(specs: ElevationSpecs, livery: Livery, side: 'left' | 'right', id: string): string {
  const l = sideLayout(specs);
  const S = SIDE_SCALE;
  const fifth = specs.hitch === 'pin-box';
  const minX = fifth ? 0 : -TONGUE;
  const offset = (SIDE_WIDTH - (l.bodyLength - minX) * S) / 2;
  const X = (x: number) => (side === 'left' ? offset + (x - minX) * S : offset + (l.bodyLength - x) * S);
  const Y = (z: number) => GROUND - z * S;
  const P = (x: number, z: number) => `${n(X(x))} ${n(Y(z))}`;
  const rect = (span: Span, bottom: number, top: number, attrs: string) => {
    const x = Math.min(X(span.from), X(span.to));
    return `<rect x="${n(x)}" y="${n(Y(top))}" width="${n((span.to - span.from) * S)}" height="${n((top - bottom) * S)}" ${attrs}/>`;
  };
  const zb = WALL_BOTTOM;
  const wall = l.roof - zb;
  const body = outline(specs, l.bodyLength, l.roof).map(([c, ...v]) => {
    const pts: string[] = [];
    for (let i = 0; i < v.length; i += 2) pts.push(P(v[i], v[i + 1]));
    return `${c}${pts.join(' ')}`;
  }).join('');
  const at = (u: number, v: number) => P(u * l.bodyLength, zb + v * wall);
  const out: string[] = [];
  // Ground shadow, chassis and hitch.
  out.push(`<ellipse cx="${n((X(minX) + X(l.bodyLength)) / 2)}" cy="${GROUND + 4}" rx="${n(((l.bodyLength - minX) * S) / 2 + 20)}" ry="12" fill="url(#${id}-shadow)"/>`);
  out.push(rect({ from: l.lowerStart, to: l.bodyLength - 4 }, 12, zb + 2, 'fill="#2b2d30"'));
  if (fifth) {
    out.push(`<g class="el-pinbox">${rect({ from: 14, to: 42 }, 44, OVERHANG_UNDERSIDE + 1, 'fill="#2b2d30"')}${rect({ from: 24, to: 30 }, 38, 44, 'fill="#55585c"')}</g>`);
    out.push(`<g class="el-landing-gear">${rect({ from: OVERHANG - 14, to: OVERHANG - 8 }, 4, OVERHANG_UNDERSIDE, 'fill="#3a3d41"')}${rect({ from: OVERHANG - 18, to: OVERHANG - 4 }, 0, 4, 'fill="#2b2d30"')}</g>`);
  } else {
    out.push(`<path class="el-tongue" d="M${P(2, 22)} L${P(-TONGUE + 8, 18)} L${P(-TONGUE, 18)} L${P(-TONGUE, 13)} L${P(-TONGUE + 8, 13)} L${P(2, 15)}Z" fill="#2b2d30"/>`);
    out.push(rect({ from: -44, to: -40 }, 4, 46, 'fill="#3a3d41"'), rect({ from: -47, to: -37 }, 0, 4, 'fill="#2b2d30"'));
    out.push(`<rect class="el-propane" x="${n(Math.min(X(-34), X(-6)))}" y="${n(Y(48))}" width="${n(28 * S)}" height="${n(30 * S)}" rx="${n(5 * S)}" fill="${livery.cap}"/>`);
  }
  // Body, with the cap colour, swoosh and skirt clipped to it.
  out.push(`<clipPath id="${id}-clip"><path d="${body}"/></clipPath>`);
  out.push(`<path class="el-body" d="${body}" fill="url(#${id}-wall)" stroke="${shade(livery.body, -0.35)}" stroke-width="2"/>`);
  out.push(`<g clip-path="url(#${id}-clip)">`);
  const capEnd = fifth ? 44 : specs.kind === 'destination-trailer' ? 8 : 30;
  const low = fifth ? OVERHANG_UNDERSIDE : zb;
  out.push(`<path class="el-cap" d="M${P(-2, l.roof + 2)} L${P(capEnd, l.roof + 2)} C${P(capEnd * 0.55, l.roof - wall * 0.2)} ${P(capEnd * 0.35, low + (l.roof - low) * 0.35)} ${P(-2, low)}Z" fill="${livery.cap}"/>`);
  for (const layer of SWOOSHES[livery.swoosh]) out.push(`<path class="el-swoosh" d="${swooshPath(layer.path, at)}" fill="${livery[layer.colour]}"/>`);
  out.push(rect({ from: -2, to: l.bodyLength + 2 }, zb - 2, zb + 7, `fill="${shade(livery.cap, -0.2)}"`));
  out.push(rect({ from: -2, to: l.bodyLength + 2 }, l.roof - 3, l.roof + 2, `fill="${shade(livery.body, -0.12)}"`));
  out.push('</g>');
  // Slides (retracted: the box and its window show on the wall), windows, compartments.
  for (const slide of l.slides[side]) {
    // A slide in a fifth wheel's overhang is the upstairs bedroom's: it stops above the overhang's underside.
    const bottom = fifth && slide.from < OVERHANG + 16 ? OVERHANG_UNDERSIDE + 6 : zb + 6;
    out.push(`<g class="el-slide" clip-path="url(#${id}-clip)">${rect(slide, bottom, l.roof - 12, `fill="none" stroke="${shade(livery.body, -0.45)}" stroke-width="2.5"`)}`
      + `${rect({ from: slide.from, to: slide.to }, l.roof - 14, l.roof - 9, `fill="${shade(livery.body, -0.25)}"`)}`
      + `${windowShape({ from: slide.from + (slide.to - slide.from) * 0.2, to: slide.to - (slide.to - slide.from) * 0.2, bottom: l.roof - 52, top: l.roof - 24, room: 'Slide' }, rect, id)}</g>`);
  }
  for (const w of l.windows[side]) out.push(windowShape(w, rect, id));
  for (const c of l.compartments[side]) out.push(rect(c, zb + 5, zb + 25, `class="el-compartment" rx="${n(2 * S)}" fill="none" stroke="${shade(livery.body, -0.4)}" stroke-width="1.5"`));
  if (specs.kind === 'toy-hauler') out.push(rampEdge(l, rect, livery, id));
  // Wheel well and wheels by the GVWR rule.
  out.push(rect(l.wheelWell, zb - 2, zb + 20, `rx="${n(6 * S)}" fill="#1c1d1f"`));
  for (const axle of l.axles) out.push(wheel(X(axle), Y(TYRE_RADIUS), livery));
  if (side === 'right') {
    for (const door of l.doors) out.push(doorShape(door, rect, livery, zb));
    for (const awning of l.awnings) {
      out.push(`<g class="el-awning">${rect(awning, l.roof - 14, l.roof - 6, `rx="${n(3 * S)}" fill="${shade(livery.body, -0.08)}" stroke="${shade(livery.body, -0.45)}" stroke-width="1.5"`)}`
        + `${rect(awning, l.roof - 15.5, l.roof - 14, 'fill="#fff3c4"')}</g>`);
    }
  }
  // Roof: air conditioners and solar panels.
  const panels = Math.ceil(specs.solarPanels / 2) || (specs.solarPanels ? 1 : 0);
  for (let i = 0; i < specs.acUnits; i += 1) {
    const x = l.lowerStart + (l.bodyLength - l.lowerStart) * ((i + 1) / (specs.acUnits + 1)) * (panels ? 0.6 : 1);
    out.push(`<path class="el-ac" d="M${P(x - 16, l.roof)} L${P(x - 13, l.roof + 11)} L${P(x + 13, l.roof + 11)} L${P(x + 16, l.roof)}Z" fill="#f7f7f5" stroke="#8d9196" stroke-width="1.5"/>`);
  }
  for (let i = 0; i < panels; i += 1) {
    const to = l.bodyLength - 14 - i * 66;
    out.push(`<g class="el-solar">${rect({ from: to - 62, to }, l.roof + 4, l.roof + 6.5, 'fill="#1d2a44" stroke="#9aa4b2" stroke-width="1"')}${rect({ from: to - 50, to: to - 46 }, l.roof, l.roof + 4, 'fill="#8d9196"')}${rect({ from: to - 16, to: to - 12 }, l.roof, l.roof + 4, 'fill="#8d9196"')}</g>`);
  }
  out.push(...markings(specs, livery, l, X, Y, side));
  return out.join('');
}

type Rect = (span: Span, bottom: number, top: number, attrs: string) => string;

/** A toy hauler's rear ramp door seen edge-on (its hinge at the floor, its seal up the rear), and the garage window. */
function rampEdge(l: SideLayout, rect: Rect, livery: Livery, id: string): string {
  const zb = WALL_BOTTOM;
  const edge = { from: l.bodyLength - 5, to: l.bodyLength };
  const garage = { from: l.usable + (l.bodyLength - l.usable) * 0.35, to: l.usable + (l.bodyLength - l.usable) * 0.35 + 24 };
  return `<g class="el-ramp">${rect(edge, zb, l.roof - 8, `fill="${shade(livery.cap, -0.1)}"`)}${rect({ from: l.bodyLength - 8, to: l.bodyLength + 1 }, zb - 3, zb + 3, 'fill="#3a3d41"')}</g>`
    + windowShape({ ...garage, bottom: l.roof - 40, top: l.roof - 24, room: 'Garage' }, rect, id);
}

function windowShape(w: Window, rect: Rect, id: string): string {
  return `<g class="el-window">${rect(w, w.bottom - 1.5, w.top + 1.5, 'rx="4" fill="#2a2d31"')}${rect({ from: w.from + 1.5, to: w.to - 1.5 }, w.bottom, w.top, `rx="3" fill="url(#${id}-glass)"`)}</g>`;
}

function doorShape(door: Span, rect: Rect, livery: Livery, zb: number): string {
  const S = SIDE_SCALE;
  const top = zb + 78;
  return `<g class="el-door">${rect(door, zb + 1, top, `rx="${n(3 * S)}" fill="${shade(livery.body, -0.04)}" stroke="${shade(livery.body, -0.5)}" stroke-width="2"`)}`
    + `${rect({ from: door.from + 7, to: door.to - 7 }, top - 28, top - 8, 'rx="4" fill="#2f3a45"')}`
    + `${rect({ from: door.to - 6, to: door.to - 3 }, zb + 36, zb + 42, 'fill="#8d9196"')}`
    + `${rect({ from: door.from + 2, to: door.to - 2 }, zb - 8, zb - 6, 'fill="#55585c"')}${rect({ from: door.from + 2, to: door.to - 2 }, zb - 16, zb - 14, 'fill="#55585c"')}</g>`;
}

function wheel(cx: number, cy: number, livery: Livery): string {
  const r = TYRE_RADIUS * SIDE_SCALE;
  const rim = livery.wheels === 'black' ? '#2e3034' : '#c9ced4';
  return `<g class="el-wheel"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#151617"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.6)}" fill="${rim}" stroke="#6b6f75" stroke-width="2"/>`
    + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.18)}" fill="#6b6f75"/></g>`;
}

/** Advance of a bold capital in em (DejaVu Sans Bold), so the word mark is sized to its space in every renderer. */
const CAP_ADVANCE = 0.74;

/** The brand's word mark toward the rear and the model badge toward the front, clear of doors, readable left to right. */
function markings(specs: ElevationSpecs, livery: Livery, l: SideLayout, X: (x: number) => number, Y: (z: number) => number, side: 'left' | 'right'): string[] {
  const S = SIDE_SCALE;
  const word = specs.brandName.toUpperCase();
  const em = word.length * (CAP_ADVANCE + livery.tracking);
  const wordLength = Math.min(em * 20, l.bodyLength * 0.3);
  const size = wordLength / em;
  const blocked = side === 'right' ? l.doors.map((d) => ({ from: d.from - 8, to: d.to + 8 })) : [];
  const spot = freeSpot(l.bodyLength - 18 - wordLength, wordLength, l.lowerStart + 4, l.bodyLength - 8, blocked);
  const style = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700"${livery.italic ? ' font-style="italic"' : ''}`;
  const text = (span: Span, z: number, fontSize: number, attrs: string, label: string) =>
    `<text x="${n(Math.min(X(span.from), X(span.to)))}" y="${n(Y(z))}" ${style} font-size="${n(fontSize * S)}" ${attrs}>${escapeXml(label)}</text>`;
  const out: string[] = [];
  if (spot) {
    out.push(text(spot, WALL_BOTTOM + 30, size, `class="el-wordmark" letter-spacing="${n(livery.tracking * size * S)}" textLength="${n(wordLength * S)}" lengthAdjust="spacingAndGlyphs" fill="${livery.body}" stroke="${livery.trim}" stroke-width="1.2"`, word));
  }
  // The model badge carries the model number; a name that starts with the brand does not repeat it.
  const badge = (specs.name.toLowerCase().startsWith(`${specs.brandName.toLowerCase()} `) ? specs.name.slice(specs.brandName.length + 1) : specs.name).toUpperCase();
  const badgeLength = badge.length * CAP_ADVANCE * 7;
  const badgeSpot = freeSpot(l.lowerStart + 30, badgeLength, l.lowerStart + 4, l.bodyLength * 0.5, [...blocked, ...(spot ? [spot] : [])]);
  if (badgeSpot) out.push(text(badgeSpot, WALL_BOTTOM + 31, 7, `fill="${livery.trim}"`, badge));
  return out;
}
