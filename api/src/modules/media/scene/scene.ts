import { LEAD_BRANDS, type TypeClassSlug } from '@rv/domain';
import { drawElevationContent } from '../elevation/draw-elevation';
import { liveryFor } from '../elevation/livery';
import type { ElevationSpecs } from '../elevation/specs';
import { escapeXml, hashOf, n } from '../elevation/svg-util';
import { PALETTES, SCENE_SETTINGS, SETTING_WORDS, pines, ridge, type SceneSetting } from './settings';

const TYPES: readonly TypeClassSlug[] = ['travel-trailers', 'fifth-wheels', 'toy-haulers', 'destination-trailers'];

/** The setting of a scene: one its name asks for, otherwise one picked by the name, so pages and brands vary. */
export function settingOf(name: string): SceneSetting {
  const asked = name.split('-').map((word) => (Object.hasOwn(SETTING_WORDS, word) ? SETTING_WORDS[word] : undefined)).find(Boolean);
  return asked ?? SCENE_SETTINGS[hashOf(`setting:${name}`) % SCENE_SETTINGS.length];
}

const LAYOUT_CODES = ['RK', 'RL', 'BH', 'FL', 'MK', 'RD'];

/**
 * A believable trailer for a scene that names no floorplan: of the brand (and type) its name starts with, or else of a
 * brand picked by the name, so pages without a brand still show the line-up; sized by the name.
 */
export function sceneTrailer(name: string): ElevationSpecs {
  const h = hashOf(name);
  const brand = LEAD_BRANDS.find((b) => name === b.slug || name.startsWith(`${b.slug}-`)) ?? LEAD_BRANDS[hashOf(`brand:${name}`) % LEAD_BRANDS.length];
  const type = TYPES.find((t) => name.includes(t)) ?? brand.typeClasses[h % brand.typeClasses.length];
  const fifth = type === 'fifth-wheels' || (type === 'toy-haulers' && h % 3 !== 0);
  const feet = type === 'destination-trailers' ? 38 + (h % 6) : fifth ? 30 + (h % 12) : 20 + (h % 14);
  const slides = Math.min(fifth ? 4 : 3, Math.max(0, Math.floor((feet - (fifth ? 26 : 20)) / 5) + 1));
  return {
    name: `${feet}${LAYOUT_CODES[h % LAYOUT_CODES.length]}`, brandSlug: brand.slug, brandName: brand.name, modelYear: 2026,
    kind: type === 'toy-haulers' ? 'toy-hauler' : type === 'destination-trailers' ? 'destination-trailer' : fifth ? 'fifth-wheel' : 'travel-trailer',
    hitch: fifth ? 'pin-box' : 'bumper', lengthIn: feet * 12, heightIn: fifth ? 152 : 130, gvwrLb: fifth ? 13000 + feet * 150 : 3000 + feet * 260,
    slides, rooms: ['Bedroom@Front', 'Kitchen@Middle', 'Living@Rear'], garageLengthIn: type === 'toy-haulers' ? 120 : null,
    awnings: 1, entryDoors: 1, solarPanels: h % 2 ? 2 : 0, acUnits: feet >= 34 ? 2 : 1, propaneTanks: 2,
  };
}

/** The setting's backdrop: sky, sun or moon, far and near land, ground, and a few things in the foreground. */
function backdrop(setting: SceneSetting, W: number, H: number, h: number, id: string): { back: string; front: string; groundY: number } {
  const p = PALETTES[setting];
  const groundY = H * 0.8;
  const sunX = W * (0.12 + ((h >> 5) % 70) / 100);
  const back: string[] = [
    `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyLow}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>`,
    `<circle cx="${n(sunX)}" cy="${n(H * 0.2)}" r="${n(H * (setting === 'night' ? 0.05 : 0.08))}" fill="${p.sun}" opacity="0.95"/>`,
  ];
  const front: string[] = [];
  if (setting === 'night') {
    for (let i = 0; i < 40; i += 1) back.push(`<circle cx="${n(((h * (i + 7)) >>> 3) % W)}" cy="${n((((h >>> 4) * (i + 3)) % Math.round(H * 0.5)))}" r="${i % 5 === 0 ? 1.8 : 1}" fill="#fff" opacity="0.8"/>`);
  }
  const flat = setting === 'desert';
  // The coast looks out to sea, with no hills behind it.
  if (setting !== 'coast') back.push(ridge(W, H * 0.62, H * (flat ? 0.2 : 0.3), p.far, h, flat));
  if (setting === 'snow') back.push(ridge(W, H * 0.62, H * 0.3, '#ffffff', h, false).replace(/fill="#ffffff"/, 'fill="#ffffff" opacity="0.55"'));
  if (setting === 'lake' || setting === 'coast') {
    const top = setting === 'coast' ? 0.5 : 0.62;
    back.push(`<rect x="0" y="${n(H * top)}" width="${W}" height="${n(H * (0.74 - top))}" fill="${setting === 'lake' ? '#5b93c2' : '#2f86b7'}"/>`);
    for (let i = 0; i < 6; i += 1) back.push(`<rect x="${n((i * W) / 6 + (h % 40))}" y="${n(H * (0.65 + i * 0.012))}" width="${n(W * 0.08)}" height="2" fill="#fff" opacity="0.45"/>`);
  }
  if (setting === 'forest' || setting === 'snow' || setting === 'night' || setting === 'lake') {
    back.push(pines(W, H * (setting === 'lake' ? 0.63 : 0.7), h, setting === 'forest' ? '#2f5233' : p.mid, H * 0.16, setting === 'snow'));
  }
  if (setting === 'forest') back.push(pines(W, H * 0.74, h >>> 3, p.mid, H * 0.1));
  back.push(`<path d="M0 ${n(groundY - H * 0.06)} Q${n(W * 0.5)} ${n(groundY - H * 0.1)} ${W} ${n(groundY - H * 0.05)} V${H} H0Z" fill="${p.ground}"/>`);
  back.push(`<rect x="0" y="${n(groundY + H * 0.06)}" width="${W}" height="${n(H * 0.14)}" fill="${p.groundLow}"/>`);
  if (setting === 'desert') {
    const x = W * (sunX > W * 0.5 ? 0.12 : 0.82);
    front.push(`<path d="M${n(x)} ${n(groundY + H * 0.08)} v-${n(H * 0.2)} m0 ${n(H * 0.08)} h-${n(H * 0.05)} v-${n(H * 0.06)} m${n(H * 0.05)} ${n(H * 0.03)} h${n(H * 0.05)} v-${n(H * 0.07)}" stroke="#4f7a3a" stroke-width="${n(H * 0.025)}" stroke-linecap="round" fill="none"/>`);
  }
  if (setting === 'night') {
    const x = W * 0.86;
    front.push(`<ellipse cx="${n(x)}" cy="${n(groundY + H * 0.06)}" rx="${n(W * 0.12)}" ry="${n(H * 0.05)}" fill="#ffb347" opacity="0.25"/>`,
      `<path d="M${n(x - 14)} ${n(groundY + H * 0.07)} Q${n(x)} ${n(groundY - H * 0.06)} ${n(x + 14)} ${n(groundY + H * 0.07)}Z" fill="#ff8c1a"/>`,
      `<path d="M${n(x - 7)} ${n(groundY + H * 0.07)} Q${n(x)} ${n(groundY - H * 0.01)} ${n(x + 7)} ${n(groundY + H * 0.07)}Z" fill="#ffe066"/>`);
  }
  if (setting === 'meadow' || setting === 'lake') {
    for (let i = 0; i < 24; i += 1) front.push(`<circle cx="${n((((h >>> 2) * (i + 11)) % W))}" cy="${n(groundY + H * (0.08 + (i % 5) * 0.02))}" r="2.2" fill="${i % 3 ? '#f7e36b' : '#ffffff'}"/>`);
  }
  if (setting === 'night') front.push(`<rect width="${W}" height="${H}" fill="#0c1530" opacity="0.28"/>`);
  return { back: back.join(''), front: front.join(''), groundY };
}

/**
 * A hero or article picture: a drawn trailer (in its brand's livery when the name starts with a brand) parked in a
 * setting picked from the name (lake, desert, forest, snow, coast, campground at night, spring meadow), so
 * neighbouring cards differ. Pure: the same name gives the same bytes.
 */
export function sceneSvg(name: string, width = 800, height = 500, trailer: ElevationSpecs = sceneTrailer(name)): string {
  const h = hashOf(name);
  const id = `sc${h.toString(36)}`;
  const setting = settingOf(name);
  const { back, front, groundY } = backdrop(setting, width, height, h, id);
  const livery = liveryFor(trailer.brandSlug);
  const view = h % 2 ? 'side-right' : 'side-left';
  const drawn = drawElevationContent(trailer, livery, view, `${id}t`);
  // At night the windows glow: the glass gradient turns to lamplight.
  const content = setting === 'night'
    ? drawn.content.replace(/(<linearGradient id="[^"]+-glass"[^>]*>)(.*?)(<\/linearGradient>)/, '$1<stop offset="0" stop-color="#ffe6a8"/><stop offset="1" stop-color="#f2a93b"/>$3')
    : drawn.content;
  // The trailer's own ground line (y 556 of its 600) stands on the scene's ground; it fills most of the width.
  const scale = (width * (0.88 + (h % 10) / 100)) / drawn.width;
  const x = (width - drawn.width * scale) / 2 + ((h >> 8) % 2 ? 1 : -1) * width * 0.04;
  const y = groundY + height * 0.03 - 556 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(name)}">`
    + `${back}<svg x="${n(x)}" y="${n(y)}" width="${n(drawn.width * scale)}" height="${n(drawn.height * scale)}" viewBox="0 0 ${drawn.width} ${drawn.height}">${content}</svg>${front}</svg>`;
}
