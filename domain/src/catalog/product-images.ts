import type { CatalogImage, Model } from './catalog-types';

/** The exterior views the API draws of a floorplan: road side, door side, front, rear. */
export type ElevationView = 'side-left' | 'side-right' | 'front' | 'rear';
export type ElevationFormat = 'svg' | 'png' | 'webp';

/** Gallery order and alt text of the exterior views. */
export const ELEVATION_VIEWS: ReadonlyArray<{ view: ElevationView; label: string }> = [
  { view: 'side-right', label: 'exterior, door side' },
  { view: 'side-left', label: 'exterior, road side' },
  { view: 'front', label: 'exterior, front' },
  { view: 'rear', label: 'exterior, rear' },
];

/** Drawn size of each view (sides 1600 x 600, ends 800 x 600); rasters keep the aspect ratio. */
export const ELEVATION_SIZES: Record<ElevationView, { width: number; height: number }> = {
  'side-left': { width: 1600, height: 600 }, 'side-right': { width: 1600, height: 600 },
  front: { width: 800, height: 600 }, rear: { width: 800, height: 600 },
};

/** The URL of a floorplan's exterior drawing; PNG or WebP (1200 px unless `width`) where a page needs a raster. */
export function elevationImageUrl(uniqueId: string, view: ElevationView, format: ElevationFormat = 'svg', width?: number): string {
  return `/api/media/elevation/${encodeURIComponent(uniqueId)}/${view}.${format}${width ? `?w=${width}` : ''}`;
}

/** The Open Graph image of a floorplan page: its door side as a 1200 px PNG (crawlers do not read SVG). */
export const floorplanShareImageUrl = (uniqueId: string): string => elevationImageUrl(uniqueId, 'side-right', 'png');

/** One exterior view of a floorplan as an image: its SVG, alt text naming the floorplan and view, and its drawn size. */
export function elevationImage(model: Pick<Model, 'uniqueId' | 'name'>, view: ElevationView = 'side-right'): CatalogImage {
  const label = ELEVATION_VIEWS.find((v) => v.view === view)!.label;
  return { url: elevationImageUrl(model.uniqueId, view), alt: `${model.name} ${label}`, dimensions: { ...ELEVATION_SIZES[view] } };
}

/** A model page's gallery: the four exterior views, then the floorplan drawing. */
export function modelGalleryImages(model: Pick<Model, 'uniqueId' | 'name' | 'floorplan_main'>): CatalogImage[] {
  return [...ELEVATION_VIEWS.map(({ view }) => elevationImage(model, view)), model.floorplan_main];
}
