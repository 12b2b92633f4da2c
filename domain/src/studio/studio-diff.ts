import type { StudioFieldChange } from '@rv/domain/content';

/**
 * The readable difference between two versions of a document's data: one change per leaf field that was
 * added, removed or changed, by path (`body.2.primary.title`), each side as text. Rich text reads as its
 * words, a block as "Text block", an image as its alt text and address, a link as where it points.
 */
export function diffDocumentData(before: unknown, after: unknown): StudioFieldChange[] {
  const changes: StudioFieldChange[] = [];
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    if (isLeaf(a) || isLeaf(b)) {
      const change = a === undefined ? 'added' : b === undefined ? 'removed' : 'changed';
      changes.push({ path, change, before: a === undefined ? null : readable(a), after: b === undefined ? null : readable(b) });
      return;
    }
    const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
    for (const key of keys) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
  };
  walk(before ?? {}, after ?? {}, '');
  return changes;
}

/** A value the diff shows whole: text, numbers, a missing value, rich text, an image, a link, or a whole added or removed block. */
function isLeaf(value: unknown): boolean {
  if (value === null || value === undefined || typeof value !== 'object') return true;
  const record = value as Record<string, unknown>;
  return isRichText(value) || typeof record.link_type === 'string' || (typeof record.url === 'string' && 'alt' in record);
}

const isRichText = (value: unknown): value is Array<{ text: string }> =>
  Array.isArray(value) && value.length > 0 && value.every((block) => block && typeof block === 'object' && typeof (block as { text?: unknown }).text === 'string' && 'type' in block);

/** A value as a person reads it. */
export function readable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (isRichText(value)) return value.map((block) => block.text).join('\n');
  const record = value as Record<string, unknown>;
  if (record.link_type === 'Document') return `link to ${String(record.type)} "${String(record.uid ?? record.slug ?? '')}"`;
  if (typeof record.link_type === 'string') return `link to ${String(record.url ?? '')}`;
  if (typeof record.url === 'string' && 'alt' in record) return `image "${String(record.alt)}" (${record.url})`;
  if (typeof record.slice_type === 'string') return `${record.slice_type} block`;
  return JSON.stringify(value);
}
