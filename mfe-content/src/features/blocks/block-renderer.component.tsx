import { RemoteErrorBoundary, type BlockRendererProps } from '@rv/shared-lib';
import { BlockPositionContext } from './components/block-context';
import { blockFor } from './block-registry';

const warned = new Set<string>();

/**
 * Renders a list of content blocks, the caller's own (`blocks`) among them in page order. A block type
 * neither knows is skipped and logged, and a block that throws is dropped on its own: neither ever
 * breaks the page. Exposed to other remotes as `mfe_content/block-renderer`.
 */
export function BlockRenderer({ slices, eagerFirst = false, blocks }: BlockRendererProps) {
  return (
    <>
      {(slices ?? []).map((slice, index) => {
        const Block = blockFor(slice?.slice_type, blocks);
        if (!Block) {
          const type = String(slice?.slice_type);
          if (!warned.has(type)) {
            warned.add(type);
            console.warn(`Content block "${type}" is not supported; skipped.`);
          }
          return null;
        }
        return (
          <BlockPositionContext.Provider key={index} value={{ index, eager: eagerFirst && index === 0 }}>
            <RemoteErrorBoundary fallback={() => null}>
              <Block slice={slice} />
            </RemoteErrorBoundary>
          </BlockPositionContext.Provider>
        );
      })}
    </>
  );
}

export default BlockRenderer;
