import { Type } from '@sinclair/typebox';
import sharp from 'sharp';
import { hashOf } from './elevation/svg-util';

export type RasterFormat = 'png' | 'webp';
export const RASTER_TYPES: Record<RasterFormat, string> = { png: 'image/png', webp: 'image/webp' };

/** The query of a raster's URL: its width. */
export const RasterQuery = Type.Object({ w: Type.Optional(Type.Integer({ minimum: 100, maximum: 2400, description: 'raster width in pixels (1200)' })) });

/** Rasters already made, by drawing and size: an Open Graph crawler or a gallery asks for the same few again. */
const made = new Map<string, Buffer>();
const KEEP = 200;

/** An SVG drawn as PNG or WebP `width` pixels wide (sharp's librsvg), for pages and crawlers that need a raster. */
export async function rasterize(svg: string, format: RasterFormat, width: number): Promise<Buffer> {
  const key = `${hashOf(svg).toString(36)}:${svg.length}:${format}:${width}`;
  const kept = made.get(key);
  if (kept) return kept;
  const image = sharp(Buffer.from(svg), { density: 144 }).resize({ width });
  const buffer = await (format === 'png' ? image.png({ compressionLevel: 9, palette: true }) : image.webp({ quality: 86 })).toBuffer();
  if (made.size >= KEEP) made.delete(made.keys().next().value as string);
  made.set(key, buffer);
  return buffer;
}
