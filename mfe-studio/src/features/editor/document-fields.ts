import type { FieldSpec } from './block-editors';
import { BLOCK_EDITORS } from './block-editors';
import type { SliceType } from '@rv/domain/content';

/** A document field the studio has no form for (navigation trees, lists of settings): edited as JSON. */
export type DocumentField = FieldSpec | { name: string; label: string; kind: 'json' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRichText = (value: unknown) => Array.isArray(value) && value.length > 0 && value.every((block) => isObject(block) && typeof block.type === 'string' && typeof block.text === 'string');
const LONG_TEXT = /description|summary|intro_copy|message|excerpt/;
/** Fields whose value can be null or empty in a document yet always hold an image or rich text. */
const IMAGE_NAMES = /(^|_)(image|logo|icon|background)$/;
const RICH_NAMES = /^(intro|description|welcome_message|copy|text)$/;

const labelOf = (name: string) => name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** How one top-level field of a document is edited, read from its name and value. */
export function documentFieldOf(name: string, value: unknown): DocumentField {
  const label = labelOf(name);
  if (typeof value === 'number') return { name, label, kind: 'number' };
  if (typeof value === 'boolean') return { name, label, kind: 'boolean' };
  if (isRichText(value) || (Array.isArray(value) && value.length === 0 && RICH_NAMES.test(name))) return { name, label, kind: 'richtext' };
  if ((isObject(value) && typeof value.url === 'string' && 'alt' in value) || (value === null && IMAGE_NAMES.test(name))) return { name, label, kind: 'image' };
  if (isObject(value) && typeof value.link_type === 'string') return { name, label, kind: 'link' };
  if (typeof value === 'string' || value === null) return { name, label, kind: LONG_TEXT.test(name) ? 'textarea' : 'text' };
  return { name, label, kind: 'json' };
}

/** Every top-level field of a document but its blocks (`body`), in the document's order. */
export const documentFields = (data: Record<string, unknown>): DocumentField[] =>
  Object.entries(data).filter(([name]) => name !== 'body').map(([name, value]) => documentFieldOf(name, value));

const labelIn = (fields: readonly FieldSpec[], name: string) => fields.find((spec) => spec.name === name)?.label ?? labelOf(name);

/**
 * Where a schema's path (`body[1].items[0].image.alt`) is in the editor, in the words of its labels:
 * "Block 2 (Slide banner), Slide 1, Image", or a document field's label ("Meta image").
 */
export function placeOf(path: string, data: Record<string, unknown>): string {
  const block = /^body\[(\d+)\](?:\.primary\.(\w+)|\.items\[(\d+)\]\.(\w+))?/.exec(path);
  if (!block) {
    const name = /^\w+/.exec(path)?.[0] ?? path;
    return documentFieldOf(name, data[name]).label;
  }
  const [, at, primaryField, item, itemField] = block;
  const slice = (Array.isArray(data.body) ? data.body[Number(at)] : undefined) as { slice_type?: SliceType } | undefined;
  const editor = slice?.slice_type ? BLOCK_EDITORS[slice.slice_type] : undefined;
  const where = `Block ${Number(at) + 1}${editor ? ` (${editor.label})` : ''}`;
  if (editor && primaryField) return `${where}, ${labelIn(editor.primary, primaryField)}`;
  if (editor?.items && itemField) return `${where}, ${editor.items.label} ${Number(item) + 1}, ${labelIn(editor.items.fields, itemField)}`;
  return where;
}
