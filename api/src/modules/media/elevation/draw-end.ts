import type { Livery } from './livery';
import { OVERHANG_UNDERSIDE, WALL_BOTTOM, sideLayout } from './layout';
import type { ElevationSpecs } from './specs';
import { SWOOSHES, swooshPath } from './swoosh';
import { escapeXml, n, shade } from './svg-util';

export const END_WIDTH = 800;
export const END_HEIGHT = 600;
const S = 3;
const GROUND = 556;
const HALF = 51;

const X = (x: number) => 400 + x * S;
const Y = (z: number) => GROUND - z * S;
const P = (x: number, z: number) => `${n(X(x))} ${n(Y(z))}`;
const box = (x1: number, x2: number, z1: number, z2: number, attrs: string) =>
  `<rect x="${n(X(Math.min(x1, x2)))}" y="${n(Y(Math.max(z1, z2)))}" width="${n(Math.abs(x2 - x1) * S)}" height="${n(Math.abs(z2 - z1) * S)}" ${attrs}/>`;

/** The room at the front or rear wall, which decides that wall's window. */
function endRoom(specs: ElevationSpecs, end: 'Front' | 'Rear'): string | undefined {
  return specs.rooms.find((r) => r.endsWith(`@${end}`))?.split('@')[0];
}

const END_WINDOWS: Record<string, [number, number]> = { Living: [66, 30], Bedroom: [40, 18], Bunks: [30, 18], Kitchen: [36, 18] };

/** Front (hitch towards the viewer, door side on the left) or rear (door side on the right) of a floorplan. */
export function drawEnd(specs: ElevationSpecs, livery: Livery, end: 'front' | 'rear', id: string): string {
  const { roof } = sideLayout(specs);
  const zb = WALL_BOTTOM;
  const fifth = specs.hitch === 'pin-box';
  const doorSide = end === 'front' ? -1 : 1;
  const out: string[] = [];
  out.push(`<ellipse cx="400" cy="${GROUND + 4}" rx="${HALF * S + 30}" ry="10" fill="url(#${id}-shadow)"/>`);
  for (const side of [-1, 1]) out.push(box(side * (HALF - 2), side * (HALF - 11), 0, 29, 'class="el-wheel" rx="6" fill="#151617"'));
  const body = `M${P(-HALF, zb)} L${P(-HALF, roof - 14)} Q${P(-HALF, roof)} ${P(-HALF + 14, roof)} L${P(HALF - 14, roof)} Q${P(HALF, roof)} ${P(HALF, roof - 14)} L${P(HALF, zb)}Z`;
  out.push(`<clipPath id="${id}-clip"><path d="${body}"/></clipPath>`);
  out.push(`<path class="el-body" d="${body}" fill="url(#${id}-wall)" stroke="${shade(livery.body, -0.35)}" stroke-width="2"/>`);
  out.push(`<g clip-path="url(#${id}-clip)">`);
  if (end === 'front') out.push(box(-HALF, HALF, zb + (roof - zb) * 0.45, roof + 1, `class="el-cap" fill="${livery.cap}"`));
  // The side graphic wraps round the end: across the width, over the lower part of the wall (above a fifth wheel's recess).
  const base = fifth && end === 'front' ? OVERHANG_UNDERSIDE : zb;
  const mirror = end === 'front' ? 1 : -1;
  for (const layer of SWOOSHES[livery.swoosh]) {
    out.push(`<path class="el-swoosh" d="${swooshPath(layer.path, (u, v) => P(mirror * HALF * (2 * u - 1), base + v * (roof - base) * 0.7))}" fill="${livery[layer.colour]}"/>`);
  }
  if (fifth && end === 'front') out.push(box(-HALF, HALF, zb - 2, OVERHANG_UNDERSIDE, `fill="${shade(livery.body, -0.3)}"`));
  out.push(box(-HALF, HALF, zb - 2, zb + 6, `fill="${shade(livery.cap, -0.2)}"`));
  out.push('</g>');
  const room = endRoom(specs, end === 'front' ? 'Front' : 'Rear');
  const toyHauler = specs.kind === 'toy-hauler';
  if (end === 'rear' && toyHauler) {
    out.push(`<g class="el-ramp">${box(-HALF + 5, HALF - 5, zb + 1, roof - 10, `rx="4" fill="${shade(livery.body, -0.06)}" stroke="${shade(livery.body, -0.5)}" stroke-width="2.5"`)}`
      + [-30, 0, 30].map((x) => box(x - 5, x + 5, zb - 1, zb + 3, 'fill="#3a3d41"')).join('')
      + [-1, 1].map((s) => box(s * 40, s * 36, roof - 24, roof - 18, 'fill="#8d9196"')).join('')
      + `${box(-14, 14, roof - 40, roof - 22, 'rx="3" fill="#2f3a45"')}</g>`);
  } else if (room && END_WINDOWS[room] && !(fifth && end === 'front')) {
    const [w, h] = END_WINDOWS[room];
    out.push(`<g class="el-window">${box(-w / 2, w / 2, roof - 24 - h, roof - 24, 'rx="5" fill="#2a2d31"')}${box(-w / 2 + 1.5, w / 2 - 1.5, roof - 22.5 - h, roof - 25.5, `rx="4" fill="url(#${id}-glass)"`)}</g>`);
  }
  if (fifth && end === 'front') {
    out.push(`<g class="el-window">${box(-24, 24, roof - 44, roof - 28, 'rx="5" fill="#2a2d31"')}${box(-22.5, 22.5, roof - 42.5, roof - 29.5, `rx="4" fill="url(#${id}-glass)"`)}</g>`);
    out.push(box(-30, 30, zb + 6, zb + 30, `class="el-compartment" rx="4" fill="none" stroke="${shade(livery.body, -0.55)}" stroke-width="1.5"`));
    out.push(`<g class="el-pinbox">${box(-10, 10, 44, OVERHANG_UNDERSIDE, 'fill="#2b2d30"')}${box(-3, 3, 38, 44, 'fill="#55585c"')}</g>`);
    out.push(`<g class="el-landing-gear">${[-1, 1].map((s) => box(s * 38, s * 32, 4, OVERHANG_UNDERSIDE, 'fill="#3a3d41"') + box(s * 41, s * 29, 0, 4, 'fill="#2b2d30"')).join('')}</g>`);
  }
  if (!fifth && end === 'front') {
    out.push(`<path class="el-tongue" d="M${P(-34, 21)} L${P(-3, 14)} L${P(3, 14)} L${P(34, 21)} L${P(30, 23)} L${P(0, 17)} L${P(-30, 23)}Z" fill="#2b2d30"/>`);
    out.push(box(-2, 2, 0, 18, 'fill="#3a3d41"'), box(-6, 6, 0, 3, 'fill="#2b2d30"'));
    out.push(box(-18, 18, 18, 48, `class="el-propane" rx="8" fill="${livery.cap}" stroke="${shade(livery.cap, -0.3)}" stroke-width="1.5"`));
  }
  if (end === 'rear') {
    out.push(box(-HALF + 2, HALF - 2, 11, 17, 'class="el-bumper" fill="#2b2d30"'));
    for (const s of [-1, 1]) out.push(box(s * (HALF - 3), s * (HALF - 11), zb + 10, zb + 22, 'rx="2" fill="#c4161c"'), box(s * 40, s * 46, 0, 12, 'fill="#3a3d41"'));
    out.push(box(-8, 8, zb + 8, zb + 16, 'fill="#f2f2f2" stroke="#2b2d30" stroke-width="1"'));
    if (!toyHauler) {
      out.push(`<g class="el-ladder">${[-48, -38].map((x) => box(x, x + 1.5, zb + 24, roof + 2, 'fill="#9aa0a6"')).join('')}`
        + Array.from({ length: Math.floor((roof - zb - 24) / 12) }, (_, i) => box(-48, -36.5, zb + 30 + i * 12, zb + 31.5 + i * 12, 'fill="#9aa0a6"')).join('') + '</g>');
    }
  }
  for (const s of [-1, 1]) out.push(box(s * (HALF - 2), s * (HALF - 6), roof - 6, roof - 3, `fill="${end === 'front' ? '#f5a623' : '#c4161c'}"`));
  if (specs.acUnits > 0) out.push(`<path class="el-ac" d="M${P(-16, roof)} L${P(-13, roof + 11)} L${P(13, roof + 11)} L${P(16, roof)}Z" fill="#f7f7f5" stroke="#8d9196" stroke-width="1.5"/>`);
  if (specs.solarPanels > 0) out.push(box(-doorSide * 20, -doorSide * 48, roof + 4, roof + 6.5, 'class="el-solar" fill="#1d2a44" stroke="#9aa4b2" stroke-width="1"'));
  if (specs.awnings > 0) out.push(box(doorSide * HALF, doorSide * (HALF + 7), roof - 14, roof - 6, `class="el-awning" rx="3" fill="${shade(livery.body, -0.08)}" stroke="${shade(livery.body, -0.45)}" stroke-width="1.5"`));
  // The word mark sits across the top of the end wall, sized to fit (glyph advance as the side's).
  const word = specs.brandName.toUpperCase();
  const em = word.length * (0.74 + livery.tracking);
  const size = Math.min(10, 80 / em);
  out.push(`<text class="el-wordmark" x="400" y="${n(Y(roof - 9))}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700"${livery.italic ? ' font-style="italic"' : ''} font-size="${n(size * S)}"`
    + ` letter-spacing="${n(livery.tracking * size * S)}" textLength="${n(em * size * S)}" lengthAdjust="spacingAndGlyphs" fill="${end === 'front' ? livery.body : livery.trim}">${escapeXml(word)}</text>`);
  return out.join('');
}
