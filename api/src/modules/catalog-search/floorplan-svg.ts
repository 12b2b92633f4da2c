import type { ModelRow } from './repository';

export type ImageVariant = 'main' | 'thumbnail' | 'tiny';
export const IMAGE_SIZES: Record<ImageVariant, { width: number; height: number }> = {
  main: { width: 1200, height: 400 },
  thumbnail: { width: 600, height: 200 },
  tiny: { width: 60, height: 20 },
};

type DrawnFacts = Pick<ModelRow, 'name' | 'length' | 'slides' | 'rooms' | 'rv_type' | 'type_class_slug' | 'garage_length' | 'bed_type' | 'bathrooms' | 'sleeps' | 'flags'>;

/** Raised when the way floorplans are drawn changes (2: the subtitle starts at the margin), so cached drawings are fetched again. */
const DRAWING_REVISION = 2;

/** A short hash of what the drawing shows and how: part of the image URL, so a changed floorplan gets a new URL. */
export function drawingVersion(row: DrawnFacts): string {
  const text = [DRAWING_REVISION, row.name, row.length, row.slides, row.rooms.join(), row.rv_type, row.garage_length, row.bed_type, row.bathrooms, row.sleeps, row.flags.includes('kitchen_island')].join('|');
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0).toString(36);
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const feetInches = (inches: number) => `${Math.floor(inches / 12)}' ${inches % 12}"`;

/**
 * A top-down floorplan drawn from the model's specs: the body scaled to its length (front at the left,
 * with a pin box or an A-frame), slide-outs as bump-outs, rooms where the layout puts them, and the
 * garage of a toy hauler at the rear. The tiny variant keeps only the outline, slides and garage.
 */
export function floorplanSvg(row: DrawnFacts, variant: ImageVariant): string {
  const { width, height } = IMAGE_SIZES[variant];
  const detailed = variant !== 'tiny';
  const bodyLength = 150 + (Math.min(row.length, 600) / 600) * 960;
  const x0 = 1200 - 40 - bodyLength;
  const y0 = 130;
  const bodyHeight = 150;
  const parts: string[] = [];
  const front = row.rv_type === 'fifth-wheels'
    ? `<rect x="${x0 - 70}" y="${y0 + 25}" width="90" height="${bodyHeight - 50}" rx="10" class="o"/>`
    : `<path d="M${x0} ${y0 + 30} L${x0 - 70} ${y0 + bodyHeight / 2} L${x0} ${y0 + bodyHeight - 30}" class="o"/>`;
  parts.push(front, `<rect x="${x0}" y="${y0}" width="${bodyLength}" height="${bodyHeight}" rx="14" class="o"/>`);
  for (let s = 0; s < row.slides; s += 1) {
    const top = s % 2 === 0;
    const sx = x0 + bodyLength * (0.18 + 0.27 * Math.floor(s / 2) + (top ? 0 : 0.1));
    parts.push(`<rect x="${sx.toFixed(0)}" y="${top ? y0 - 28 : y0 + bodyHeight}" width="${(bodyLength * 0.2).toFixed(0)}" height="28" class="s"/>`);
  }
  const garage = row.garage_length ? (row.garage_length / Math.max(row.length, 1)) * bodyLength : 0;
  if (garage) parts.push(`<rect x="${(x0 + bodyLength - garage).toFixed(0)}" y="${y0}" width="${garage.toFixed(0)}" height="${bodyHeight}" class="g"/>`);
  if (detailed) {
    const zones = { Front: [x0, 0.33], Middle: [x0 + (bodyLength - garage) * 0.33, 0.34], Rear: [x0 + (bodyLength - garage) * 0.67, 0.33] } as const;
    const usable = bodyLength - garage;
    const placed: Record<string, number> = {};
    for (const room of row.rooms) {
      const [name, location] = room.split('@') as [string, keyof typeof zones];
      const [zx, share] = zones[location];
      const slot = (placed[location] = (placed[location] ?? 0) + 1);
      parts.push(roomShape(name, zx + 8, y0 + 10 + (slot - 1) * 68, usable * share - 16, row));
    }
    if (garage) parts.push(`<text x="${(x0 + bodyLength - garage / 2).toFixed(0)}" y="${y0 + bodyHeight / 2 + 6}" class="t">GARAGE ${feetInches(row.garage_length!)}</text>`);
    parts.push(`<rect x="${(x0 + usable * 0.5).toFixed(0)}" y="${y0 + bodyHeight - 4}" width="36" height="8" class="d"/>`);
    if (variant === 'main') {
      parts.push(`<text x="40" y="50" class="h">${esc(row.name)}</text>`);
      parts.push(`<text x="40" y="80" class="st">Length ${feetInches(row.length)} · Sleeps ${row.sleeps} · ${row.slides} slide${row.slides === 1 ? '' : 's'}</text>`);
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="${width}" height="${height}" role="img" aria-label="${esc(row.name)} floorplan">`,
    '<style>.o{fill:#fff;stroke:#1d2b36;stroke-width:5}.s{fill:#e8eef2;stroke:#1d2b36;stroke-width:3;stroke-dasharray:8 5}',
    '.g{fill:#f3f0e6;stroke:#1d2b36;stroke-width:3}.f{fill:#dfe7ec;stroke:#51606b;stroke-width:2}.d{fill:#c0392b}',
    // Room labels are centred on their rooms; the title and its subtitle start at the left margin. A class's
    // text-anchor would override a text-anchor attribute, so the subtitle has a class of its own.
    '.t{font:600 18px sans-serif;fill:#1d2b36;text-anchor:middle}.st{font:600 18px sans-serif;fill:#1d2b36}.h{font:700 30px sans-serif;fill:#1d2b36}</style>',
    '<rect width="1200" height="400" fill="#f7f9fa"/>',
    ...parts,
    '</svg>',
  ].join('');
}

function roomShape(name: string, x: number, y: number, w: number, row: DrawnFacts): string {
  const label = `<text x="${(x + w / 2).toFixed(0)}" y="${y + 62}" class="t">${name.toUpperCase()}</text>`;
  if (name === 'Bedroom') {
    const bw = row.bed_type === 'King' ? 76 : 60;
    return `<rect x="${x.toFixed(0)}" y="${y}" width="${bw}" height="80" rx="6" class="f"/>${label}`;
  }
  if (name === 'Kitchen') {
    const island = row.flags.includes('kitchen_island') ? `<rect x="${(x + w / 2 - 40).toFixed(0)}" y="${y + 40}" width="80" height="24" class="f"/>` : '';
    return `<rect x="${x.toFixed(0)}" y="${y}" width="${Math.max(w, 40).toFixed(0)}" height="22" class="f"/>${island}${label}`;
  }
  if (name === 'Bunks') {
    const count = Math.max(2, Math.min(4, row.sleeps - 4));
    return Array.from({ length: count }, (_, i) => `<rect x="${(x + i * 34).toFixed(0)}" y="${y}" width="30" height="60" class="f"/>`).join('') + label;
  }
  return `<rect x="${x.toFixed(0)}" y="${y}" width="${Math.max(w * 0.6, 40).toFixed(0)}" height="30" rx="8" class="f"/>${label}`;
}
