import { drawnImageProps, FULL_WIDTH, type ImageField } from '@rv/shared-lib';
import { useBlockPosition } from './block-context';

interface BlockImageProps {
  image: ImageField | null | undefined;
  /** Used when the content gives no dimensions, so the browser can still reserve the space. */
  width?: number;
  height?: number;
  className?: string;
  /** Force eager loading (a hero); otherwise eager only in the first block. */
  eager?: boolean;
  /** Decorative images get an empty alt whatever the content says. */
  decorative?: boolean;
  /** How wide it shows (`sizes`); by default the screen's width on a phone and `width` pixels wider up, or the whole screen for a full-width image. */
  sizes?: string;
}

/** `sizes` of a block image `width` pixels wide: full width at 1200 px and more (heroes, banners). */
export const blockImageSizes = (width: number) => (width >= 1200 ? FULL_WIDTH : `(max-width: 767px) 100vw, ${width}px`);

/** An image with width and height (no layout shift), lazy below the fold. Nothing without a URL. */
export function BlockImage({ image, width = 1600, height = 900, className, eager, decorative, sizes }: BlockImageProps) {
  const position = useBlockPosition();
  if (!image?.url) return null;
  const isEager = eager ?? position.eager;
  return (
    <img
      className={className}
      src={image.url}
      {...drawnImageProps(image.url, sizes ?? blockImageSizes(width))}
      alt={decorative ? '' : (image.alt ?? '')}
      width={image.dimensions?.width ?? width}
      height={image.dimensions?.height ?? height}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
