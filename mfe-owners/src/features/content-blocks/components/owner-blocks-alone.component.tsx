import { Fragment, type ComponentType, type ReactNode } from 'react';
import { RemoteErrorBoundary, type Slice } from '@rv/shared-lib';
import { isOwnerBlockType, useOwnerBlocks } from '../owner-block-code';

interface OwnerBlocksAloneProps {
  slices: readonly Slice[];
  /** What stands where the first general block goes: a loading note, or the note that it could not be loaded. */
  inPlaceOfGeneral: ReactNode;
}

/**
 * The owner blocks on their own, in page order, while mfe-content's renderer loads or when it is down: the
 * server draws an owner page this way (it never loads another remote), so the page arrives drawn.
 */
export function OwnerBlocksAlone({ slices, inPlaceOfGeneral }: OwnerBlocksAloneProps) {
  const blocks = useOwnerBlocks(slices);
  const firstGeneral = slices.findIndex((slice) => !isOwnerBlockType(slice?.slice_type));
  return (
    <>
      {slices.map((slice, index) => {
        if (index === firstGeneral) return <Fragment key={index}>{inPlaceOfGeneral}</Fragment>;
        const Block = isOwnerBlockType(slice?.slice_type) ? (blocks?.[slice.slice_type as keyof typeof blocks] as ComponentType<{ slice: Slice }> | undefined) : undefined;
        return Block ? <RemoteErrorBoundary key={index} fallback={() => null}><Block slice={slice} /></RemoteErrorBoundary> : null;
      })}
    </>
  );
}
