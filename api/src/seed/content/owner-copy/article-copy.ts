/** The text of one owner support article, written by the service team; the seed turns it into rich text. */
import type { RichText } from '@rv/domain/content';

export interface ArticleCopy {
  /** Opening paragraphs: what the job is and why it matters. */
  intro: string[];
  /** Tools and supplies, one list item each. */
  need: string[];
  /** Numbered steps, in order. */
  steps: string[];
  /** Safety warnings, shown as boxed cautions before the steps. */
  cautions: string[];
  /** Further sections after the steps: [heading, ...paragraphs]. */
  more?: Array<[string, ...string[]]>;
  /** Tips shown as boxed notes at the end. */
  notes?: string[];
}

const block = (type: RichText[number]['type']) => (text: string): RichText[number] => ({ type, text });

/** The article body as rich text: intro, what you need, cautions, numbered steps, further sections, notes. */
export function articleRichText(copy: ArticleCopy): RichText {
  return [
    ...copy.intro.map(block('paragraph')),
    block('heading2')('What you need'),
    ...copy.need.map(block('list-item')),
    ...copy.cautions.map(block('caution')),
    block('heading2')('Step by step'),
    ...copy.steps.map(block('o-list-item')),
    ...(copy.more ?? []).flatMap(([title, ...texts]) => [block('heading2')(title), ...texts.map(block('paragraph'))]),
    ...(copy.notes ?? []).map(block('note')),
  ];
}

