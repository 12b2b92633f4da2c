/** Widths, in pixels, a drawn image is offered in as a raster. */
export const DRAWN_IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;

/** Images the API draws as SVG and can also send as WebP: scenes and exterior elevations. */
const DRAWN_IMAGE = /^((?:https?:\/\/[^/?#]+)?\/api\/media\/(?:scene|elevation\/[^/?#]+|brand-elevation)\/[^/?#]+)\.svg$/;

/**
 * The `srcset` of an image the API draws, as WebP rasters of each width; undefined for any other image
 * (a photo, an icon, a logo), which keeps its own URL. A browser decodes a raster off the main thread,
 * but lays out and paints an SVG on it, and a phone's main thread is what a page's start waits for.
 */
export function drawnImageSrcSet(url: string | null | undefined, widths: readonly number[] = DRAWN_IMAGE_WIDTHS): string | undefined {
  const match = url ? DRAWN_IMAGE.exec(url) : null;
  if (!match) return undefined;
  return widths.map((width) => `${match[1]}.webp?w=${width} ${width}w`).join(', ');
}

/**
 * The attributes of an <img> (or a <source>) for `url` shown `sizes` wide: `srcSet` and `sizes` for a
 * drawn image, nothing more for another. `src` stays the URL given (the SVG), for whatever ignores srcset.
 */
export function drawnImageProps(url: string | null | undefined, sizes: string, widths?: readonly number[]): { srcSet?: string; sizes?: string } {
  const srcSet = drawnImageSrcSet(url, widths);
  return srcSet ? { srcSet, sizes } : {};
}

/** `sizes` of an image as wide as the screen (heroes, banners). */
export const FULL_WIDTH = '100vw';
