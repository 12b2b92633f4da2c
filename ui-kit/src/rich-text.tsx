import type { ReactNode } from 'react';
import type { RichText as RichTextValue, RichTextBlock } from '@rv/domain/content';

/** The content type and its renderer share one name, so `RichText` works both as a type and as a component. */
export type RichText = RichTextValue;

export interface RichTextProps {
  value: RichTextValue | null | undefined;
  /** Headings shift down by this much, so a block under an h2 title renders its heading2 as h3. */
  headingOffset?: 0 | 1;
  className?: string;
}

const LIST_TAGS = { 'list-item': 'ul', 'o-list-item': 'ol' } as const;
/** The label a call-out starts with, so its kind is read out, not only shown by color. */
const CALLOUT_LABELS = { caution: 'Caution:', note: 'Note:' } as const;

/**
 * Rich text from the content service as plain text in the matching element (heading, paragraph,
 * list item), never as HTML: content can never inject markup into the page.
 */
export function RichText({ value, headingOffset = 0, className }: RichTextProps) {
  const blocks = (value ?? []).filter((b) => b && typeof b.text === 'string' && b.text.trim() !== '');
  if (blocks.length === 0) return null;
  const out: ReactNode[] = [];
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i];
    if (block.type === 'list-item' || block.type === 'o-list-item') {
      const items: RichTextBlock[] = [];
      while (i < blocks.length && blocks[i].type === block.type) items.push(blocks[i++]);
      i -= 1;
      const List = LIST_TAGS[block.type];
      out.push(<List key={i}>{items.map((item, j) => <li key={j}>{item.text}</li>)}</List>);
    } else if (block.type === 'caution' || block.type === 'note') {
      out.push(<div key={i} role="note" className={`rv-callout rv-callout--${block.type}`}><p><strong>{CALLOUT_LABELS[block.type]}</strong> {block.text}</p></div>);
    } else if (block.type === 'heading2' || block.type === 'heading3') {
      const level = Math.min(6, (block.type === 'heading2' ? 2 : 3) + headingOffset);
      const Heading = `h${level}` as 'h2';
      out.push(<Heading key={i}>{block.text}</Heading>);
    } else {
      out.push(<p key={i}>{block.text}</p>);
    }
  }
  return className ? <div className={className}>{out}</div> : <>{out}</>;
}
