import { useState, type ReactNode } from 'react';
import { drawnImageProps, type ImageField } from '@rv/shared-lib';
import { FETCH_FIRST } from '@rv/ui-kit';
import type { CatalogImage } from '@rv/shared-lib/catalog';
import styles from '../model-detail.module.css';

export interface GalleryImage { url: string; alt: string; width?: number; height?: number }

export const galleryImage = (image: CatalogImage | ImageField): GalleryImage =>
  ({ url: image.url, alt: image.alt, width: image.dimensions?.width, height: image.dimensions?.height });

/**
 * The model's gallery: one large image and thumbnail buttons to switch it. The large image keeps one
 * box whichever view is shown (a side is 8:3, an end 4:3), so the specs below do not jump. `children` (the 360°
 * view, where the floorplan has one) follow the thumbnails.
 */
export function ModelGallery({ images, children }: { images: GalleryImage[]; children?: ReactNode }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      {/* The page's largest paint: asked for first (the server-drawn page preloads it). */}
      <img className={styles.galleryMain} src={current.url} {...drawnImageProps(current.url, '(max-width: 1023px) 100vw, 60vw')} alt={current.alt} width={current.width} height={current.height} {...FETCH_FIRST} />
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Gallery images">
          {images.map((image, i) => (
            <li key={image.url}>
              <button type="button" aria-pressed={i === index} onClick={() => setIndex(i)}>
                <img src={image.url} {...drawnImageProps(image.url, '96px', [192])} alt="" width={96} height={64} loading="lazy" />
                <span className="rv-visually-hidden">Show {image.alt}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
