import { n, shade } from './elevation/svg-util';

/** A décor's palette: walls and fabric base, cabinetry wood, accent (hardware, upholstery piping). */
export type DecorPalette = [wall: string, wood: string, accent: string];

/** `f3efe7-8c7b6b-2f2f2f` as a palette, or null when it is not three hex colours. */
export function paletteOf(name: string): DecorPalette | null {
  const match = /^([0-9a-f]{6})-([0-9a-f]{6})-([0-9a-f]{6})$/.exec(name);
  return match ? [`#${match[1]}`, `#${match[2]}`, `#${match[3]}`] : null;
}

/** A décor swatch: woven fabric in the wall colour, a strip of cabinet wood grain and the accent's hardware. 200 x 200. */
export function swatchSvg([wall, wood, accent]: DecorPalette, label: string): string {
  const weave = Array.from({ length: 12 }, (_, i) => `<path d="M0 ${i * 10 + 4} H120 M${i * 10 + 4} 0 V120" stroke="${shade(wall, -0.08)}" stroke-width="2"/>`).join('');
  const grain = Array.from({ length: 6 }, (_, i) => `<path d="M120 ${i * 34 + 10} C150 ${i * 34 + 2} 170 ${i * 34 + 22} 200 ${i * 34 + 12}" fill="none" stroke="${shade(wood, -0.18)}" stroke-width="2"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${label}">`
    + `<rect width="120" height="200" fill="${wall}"/>${weave}<rect x="0" y="120" width="120" height="80" fill="${shade(wall, -0.04)}"/>`
    + `<rect x="120" width="80" height="200" fill="${wood}"/>${grain}`
    + `<rect x="0" y="150" width="120" height="50" fill="${accent}"/><rect x="134" y="90" width="8" height="40" rx="4" fill="${accent}"/></svg>`;
}

/**
 * The living area of a trailer in a décor, in one-point perspective: cabinetry and galley on the left, a sofa in
 * its slide-out on the right, dinette window ahead, plank floor and ceiling lights. 800 x 450.
 */
export function interiorSvg([wall, wood, accent]: DecorPalette, label: string): string {
  const W = 800;
  const H = 450;
  const back = { x1: 260, y1: 130, x2: 540, y2: 330 };
  const floorLines = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 1) / 10;
    return `<path d="M${n(back.x1 + (back.x2 - back.x1) * t)} ${back.y2} L${n(W * t)} ${H}" stroke="${shade(wood, -0.25)}" stroke-width="1.5"/>`;
  }).join('');
  const lights = [0.25, 0.5, 0.75].map((t) => `<ellipse cx="${n(200 + 400 * t)}" cy="${n(40 + 50 * t * (1 - t))}" rx="14" ry="5" fill="#fff8dc" stroke="${shade(wall, -0.2)}"/>`).join('');
  const pillows = [0, 1, 2].map((i) => `<rect x="${610 + i * 40}" y="${250 + i * 12}" width="34" height="34" rx="8" fill="${i === 1 ? accent : shade(wall, -0.15)}" transform="rotate(${-8 + i * 4} ${627 + i * 40} ${267 + i * 12})"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${label}">`
    // Ceiling, walls and floor meeting the back wall.
    + `<path d="M0 0 H${W} L${back.x2} ${back.y1} H${back.x1}Z" fill="${shade(wall, 0.3)}"/>${lights}`
    + `<path d="M0 0 L${back.x1} ${back.y1} V${back.y2} L0 ${H}Z" fill="${shade(wall, -0.06)}"/>`
    + `<path d="M${W} 0 L${back.x2} ${back.y1} V${back.y2} L${W} ${H}Z" fill="${shade(wall, -0.1)}"/>`
    + `<rect x="${back.x1}" y="${back.y1}" width="${back.x2 - back.x1}" height="${back.y2 - back.y1}" fill="${wall}"/>`
    + `<path d="M0 ${H} L${back.x1} ${back.y2} H${back.x2} L${W} ${H}Z" fill="${shade(wood, 0.15)}"/>${floorLines}`
    // Back wall: window with a day/night shade over the dinette.
    + `<rect x="330" y="160" width="140" height="80" rx="6" fill="#9cc3de" stroke="${shade(wood, -0.3)}" stroke-width="5"/><rect x="330" y="160" width="140" height="30" fill="${shade(wall, -0.05)}"/>`
    + `<rect x="340" y="270" width="120" height="12" fill="${wood}"/><rect x="395" y="282" width="10" height="48" fill="${shade(accent, 0.2)}"/>`
    // Galley on the left: upper cabinets, counter, lower cabinets with hardware, range and sink.
    + `<path d="M0 40 L${back.x1} ${back.y1 + 10} V${back.y1 + 60} L0 150Z" fill="${wood}"/>`
    + [0.25, 0.55, 0.8].map((t) => `<path d="M${n(back.x1 * t)} ${n(40 + 95 * t - 0)} V${n(150 - 35 * t + 20)}" stroke="${shade(wood, -0.3)}" stroke-width="3"/>`).join('')
    + `<path d="M0 290 L${back.x1} ${back.y2 - 60} V${back.y2 - 48} L0 312Z" fill="${shade(accent, 0.55)}"/>`
    + `<path d="M0 312 L${back.x1} ${back.y2 - 48} V${back.y2} L0 ${H}Z" fill="${wood}"/>`
    + [0.2, 0.45, 0.7].map((t) => `<rect x="${n(back.x1 * t - 20)}" y="${n(330 + 0 - 60 * t)}" width="30" height="5" rx="2" fill="${accent}"/>`).join('')
    + `<ellipse cx="120" cy="296" rx="34" ry="8" fill="#3a3d41"/><ellipse cx="200" cy="283" rx="22" ry="6" fill="#c9ced4" stroke="#8d9196"/>`
    // Slide-out living room on the right: sofa in the wall's colour with accent piping, pillows.
    + `<path d="M${W} 170 L600 210 V330 L${W} 360Z" fill="${shade(wall, -0.18)}"/>`
    + `<path d="M575 300 L${W} 330 V400 L575 350Z" fill="${shade(wall, -0.3)}"/><path d="M575 260 L${W} 270 V330 L575 300Z" fill="${shade(wall, -0.22)}"/>`
    + `<path d="M575 300 L${W} 330" stroke="${accent}" stroke-width="4"/>${pillows}`
    + `<rect x="${W - 120}" y="40" width="90" height="60" fill="#1d2a44" stroke="${shade(accent, -0.2)}" stroke-width="4" transform="skewY(8)"/>`
    + '</svg>';
}
