import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SLICE_TYPES } from '@rv/domain/content';
import { BLOCK_SCHEMAS } from '@rv/domain/studio';
import { OWNER_BLOCK_TYPES } from '@rv/shared-lib/owners';
import { BLOCK_EDITORS, newBlock, newItem } from './block-editors';

/** The slice types mfe-content's block renderer draws, read from its registry's source (a remote never imports another). */
function rendererBlockTypes(): string[] {
  const source = readFileSync(path.join(__dirname, '../../../../mfe-content/src/features/blocks/block-registry.ts'), 'utf8');
  const body = /export const BLOCKS[^=]*=\s*\{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s+(\w+):/gm)].map((match) => match[1]);
}

describe('an editor for every block the site draws', () => {
  it('reads the renderer registry (the check below would pass on nothing otherwise)', () => {
    expect(rendererBlockTypes()).toEqual(expect.arrayContaining(['xfader', 'text', 'testimonials']));
    expect(rendererBlockTypes().length).toBeGreaterThan(25);
  });

  it('has an editor for each block of the content renderer and of the owner pages, and none for a block nobody draws', () => {
    const drawn = [...rendererBlockTypes(), ...OWNER_BLOCK_TYPES].sort();
    expect(Object.keys(BLOCK_EDITORS).sort()).toEqual(drawn);
    expect(Object.keys(BLOCK_EDITORS).sort()).toEqual([...SLICE_TYPES].sort());
  });

  it.each(SLICE_TYPES)('%s: a new block has every field the editor shows, and items where it repeats them', (type) => {
    const editor = BLOCK_EDITORS[type];
    const block = newBlock(type) as unknown as { slice_type: string; primary: Record<string, unknown>; items: unknown[] };
    expect(block.slice_type).toBe(type);
    expect(Object.keys(block.primary)).toEqual(editor.primary.map((f) => f.name));
    expect(block.items).toHaveLength(editor.items ? 1 : 0);
    if (editor.items) expect(Object.keys(newItem(type))).toEqual(editor.items.fields.map((f) => f.name));
    expect(new Set(editor.primary.map((f) => f.name)).size).toBe(editor.primary.length);
  });

  it.each(SLICE_TYPES)("%s: every field its schema checks has an editor field, so the schema's words show beside it", (type) => {
    const schema = BLOCK_SCHEMAS[type].describe() as unknown as { fields: { primary: { fields: object }; items: { innerType?: { fields: object } } } };
    const editor = BLOCK_EDITORS[type];
    expect(editor.primary.map((f) => f.name)).toEqual(expect.arrayContaining(Object.keys(schema.fields.primary.fields)));
    expect((editor.items?.fields ?? []).map((f) => f.name)).toEqual(expect.arrayContaining(Object.keys(schema.fields.items.innerType?.fields ?? {})));
  });
});
