import type { ImageField } from '@rv/shared-lib';
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
}

/** An image with width and height (no layout shift), lazy below the fold. Nothing without a URL. */
export function BlockImage({ image, width = 1600, height = 900, className, eager, decorative }: BlockImageProps) {
  const position = useBlockPosition();
  if (!image?.url) return null;
  const isEager = eager ?? position.eager;
  return (
    <img
      className={className}
      src={image.url}
      alt={decorative ? '' : (image.alt ?? '')}
      width={image.dimensions?.width ?? width}
      height={image.dimensions?.height ?? height}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
