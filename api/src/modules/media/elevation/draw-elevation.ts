import { drawEnd, END_HEIGHT, END_WIDTH } from './draw-end';
import { drawSide, SIDE_HEIGHT, SIDE_WIDTH } from './draw-side';
import type { Livery } from './livery';
import { VIEW_NAMES, type ElevationSpecs, type ElevationView } from './specs';
import { escapeXml, hashOf, shade } from './svg-util';

/** The drawing's title: year, brand once, name and view, e.g. "2026 Alpine 3700FL exterior, door side". */
export function elevationTitle(specs: ElevationSpecs, view: ElevationView): string {
  const name = specs.name.toLowerCase().startsWith(specs.brandName.toLowerCase()) ? specs.name : `${specs.brandName} ${specs.name}`;
  return `${specs.modelYear} ${name} exterior, ${VIEW_NAMES[view]}`;
}

/** Gradients every view uses: the fibreglass wall's sheen, tinted glass and the soft ground shadow. */
function defs(id: string, livery: Livery): string {
  return `<defs><linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(livery.body, 0.35)}"/><stop offset="0.55" stop-color="${livery.body}"/><stop offset="1" stop-color="${shade(livery.body, -0.1)}"/></linearGradient>`
    + `<linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d6f80"/><stop offset="0.45" stop-color="#2c3947"/><stop offset="0.5" stop-color="#44576a"/><stop offset="1" stop-color="#1b232c"/></linearGradient>`
    + `<radialGradient id="${id}-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`
    + `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.9" stop-color="#eef1f4"/><stop offset="1" stop-color="#e2e6ea"/></linearGradient></defs>`;
}

/**
 * An exterior elevation of a floorplan, drawn from its specifications in its brand's livery: the silhouette by
 * type (bumper-pull, fifth wheel with cap and pin box, toy hauler with ramp door, destination trailer), length to
 * the one scale, axles by the GVWR rule, slides, windows, doors, awnings, air conditioners and solar panels.
 * Pure and deterministic: the same input gives the same bytes.
 */
export function drawElevation(specs: ElevationSpecs, livery: Livery, view: ElevationView): string {
  const id = `el${hashOf(`${specs.brandSlug}|${specs.name}|${specs.modelYear}|${view}`).toString(36)}`;
  const { width, height, content } = drawElevationContent(specs, livery, view, id);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${id}-title">`
    + `<title id="${id}-title">${escapeXml(elevationTitle(specs, view))}</title>`
    + `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>${content}</svg>`;
}

/** The drawing without its backdrop, for a scene to place on its own ground; `id` prefixes its gradients and clips. */
export function drawElevationContent(specs: ElevationSpecs, livery: Livery, view: ElevationView, id: string): { width: number; height: number; content: string } {
  const side = view === 'side-left' || view === 'side-right';
  const [width, height] = side ? [SIDE_WIDTH, SIDE_HEIGHT] : [END_WIDTH, END_HEIGHT];
  const content = side ? drawSide(specs, livery, view === 'side-left' ? 'left' : 'right', id) : drawEnd(specs, livery, view, id);
  return { width, height, content: `${defs(id, livery)}${content}` };
}
