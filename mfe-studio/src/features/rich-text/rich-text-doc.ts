import type { JSONContent } from '@tiptap/core';
import type { RichText, RichTextBlock } from '@rv/domain/content';

/**
 * The site's rich text (a list of plain-text blocks: headings, paragraphs, list items, caution and note
 * boxes) to the editor's document and back. Lists are runs of list items; the site has no inline marks,
 * so text is kept as typed and nothing else.
 */
type BlockType = RichTextBlock['type'];

const text = (value: string): JSONContent[] => (value ? [{ type: 'text', text: value }] : []);
const LIST_NODE: Partial<Record<BlockType, string>> = { 'list-item': 'bulletList', 'o-list-item': 'orderedList' };

function nodeOf(block: RichTextBlock): JSONContent {
  if (block.type === 'heading2' || block.type === 'heading3') return { type: 'heading', attrs: { level: block.type === 'heading2' ? 2 : 3 }, content: text(block.text) };
  if (block.type === 'caution' || block.type === 'note') return { type: block.type, content: text(block.text) };
  return { type: 'paragraph', content: text(block.text) };
}

export function richTextToDoc(blocks: RichText | null | undefined): JSONContent {
  const content: JSONContent[] = [];
  for (const block of blocks ?? []) {
    const list = LIST_NODE[block.type];
    if (!list) {
      content.push(nodeOf(block));
      continue;
    }
    const last = content[content.length - 1];
    const item = { type: 'listItem', content: [{ type: 'paragraph', content: text(block.text) }] };
    if (last?.type === list) last.content!.push(item);
    else content.push({ type: list, content: [item] });
  }
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

const plain = (node: JSONContent): string => (node.type === 'text' ? node.text ?? '' : (node.content ?? []).map(plain).join(''));

function blockOf(node: JSONContent): RichTextBlock[] {
  switch (node.type) {
    case 'heading':
      return [{ type: node.attrs?.level === 3 ? 'heading3' : 'heading2', text: plain(node) }];
    case 'caution':
    case 'note':
      return [{ type: node.type, text: plain(node) }];
    case 'bulletList':
    case 'orderedList':
      return (node.content ?? []).map((item) => ({ type: node.type === 'bulletList' ? 'list-item' : 'o-list-item', text: plain(item) }));
    default:
      return [{ type: 'paragraph', text: plain(node) }];
  }
}

/** The editor's document as the site's rich text; empty paragraphs (the editor's blank lines) are dropped. */
export function docToRichText(doc: JSONContent): RichText {
  return (doc.content ?? []).flatMap(blockOf).filter((block) => block.text.trim() !== '' || block.type !== 'paragraph');
}
