import { createContext, useContext } from 'react';

/** How far down the page a block sits: the first block's images load eagerly, the rest lazily. */
export interface BlockPosition {
  index: number;
  /** Above the fold: images eager, no reveal animation. */
  eager: boolean;
}

export const BlockPositionContext = createContext<BlockPosition>({ index: 0, eager: false });

export function useBlockPosition(): BlockPosition {
  return useContext(BlockPositionContext);
}
