import type { FieldSpec } from './block-editors';
import { BLOCK_EDITORS } from './block-editors';
import { fieldProblem } from './field-checks';
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

/** Where a document would be refused: an image without alt text or a broken link, in its fields or its blocks, with words naming the place. */
export function documentProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const spec of documentFields(data)) {
    const problem = spec.kind === 'json' ? null : fieldProblem(spec, data[spec.name]);
    if (problem) problems.push(`${spec.label}: ${problem}`);
  }
  const blocks = Array.isArray(data.body) ? (data.body as Array<{ slice_type: SliceType; primary?: Record<string, unknown>; items?: Array<Record<string, unknown>> }>) : [];
  blocks.forEach((block, index) => {
    const editor = BLOCK_EDITORS[block.slice_type];
    if (!editor) return;
    const where = `Block ${index + 1} (${editor.label})`;
    for (const spec of editor.primary) {
      const problem = fieldProblem(spec, block.primary?.[spec.name]);
      if (problem) problems.push(`${where}, ${spec.label}: ${problem}`);
    }
    (block.items ?? []).forEach((item, at) => {
      for (const spec of editor.items?.fields ?? []) {
        const problem = fieldProblem(spec, item[spec.name]);
        if (problem) problems.push(`${where}, ${editor.items!.label} ${at + 1}, ${spec.label}: ${problem}`);
      }
    });
  });
  return problems;
}
