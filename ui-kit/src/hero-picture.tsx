import { drawnImageProps, FULL_WIDTH, type ImageField } from '@rv/domain/content';
import { FETCH_FIRST } from './html-attributes';

/**
 * A page hero's image, with its phone crop when the content has one. It loads eagerly and first: it is
 * the largest thing above the fold. Nothing without an image.
 */
export function HeroPicture({ image, className, height = 900 }: { image?: ImageField | null; className?: string; height?: number }) {
  if (!image?.url) return null;
  return (
    <picture>
      {image.mobile?.url ? <source media="(max-width: 767px)" srcSet={image.mobile.url} {...drawnImageProps(image.mobile.url, FULL_WIDTH)} /> : null}
      <img className={className} src={image.url} {...drawnImageProps(image.url, FULL_WIDTH)} alt={image.alt ?? ''} width={image.dimensions?.width ?? 1600} height={image.dimensions?.height ?? height} {...FETCH_FIRST} />
    </picture>
  );
}
