import type { RichText } from '@rv/domain/content';
import { docToRichText, richTextToDoc } from './rich-text-doc';

const every: RichText = [
  { type: 'heading2', text: 'Before you tow' },
  { type: 'paragraph', text: 'Check the hitch.' },
  { type: 'list-item', text: 'Tyres' },
  { type: 'list-item', text: 'Lights' },
  { type: 'o-list-item', text: 'Lower the jack' },
  { type: 'heading3', text: 'Weights' },
  { type: 'caution', text: 'Never exceed the GVWR.' },
  { type: 'note', text: 'The sticker is on the door jamb.' },
];

describe('rich text in the editor', () => {
  it('keeps every kind of block through the editor and back', () => {
    expect(docToRichText(richTextToDoc(every))).toEqual(every);
  });

  it('groups a run of list items into one list', () => {
    const doc = richTextToDoc(every);
    expect(doc.content!.map((node) => node.type)).toEqual(['heading', 'paragraph', 'bulletList', 'orderedList', 'heading', 'caution', 'note']);
    expect(doc.content![2].content).toHaveLength(2);
  });

  it('gives empty text one empty paragraph to type in, and drops blank paragraphs on the way back', () => {
    expect(richTextToDoc([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(docToRichText({ type: 'doc', content: [{ type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] })).toEqual([{ type: 'paragraph', text: 'Hi' }]);
  });
});
