import { newBlock } from './block-editors';
import { documentFieldOf, documentFields, documentProblems } from './document-fields';
import { FIELD_MESSAGES } from './field-checks';

describe('the fields of a document', () => {
  it('edits each field by what it holds', () => {
    expect(documentFields({
      title: 'Home', meta_description: 'About', meta_image: { url: '/a.svg', alt: 'A' }, hero_image: null, popup_delay: 5, popup_enabled: true,
      intro: [{ type: 'paragraph', text: 'Hi' }], featured: { link_type: 'Document', type: 'blog_detail', uid: 'x' }, items: [{ label: 'a' }], body: [],
    }).map((field) => [field.name, field.kind])).toEqual([
      ['title', 'text'], ['meta_description', 'textarea'], ['meta_image', 'image'], ['hero_image', 'image'], ['popup_delay', 'number'],
      ['popup_enabled', 'boolean'], ['intro', 'richtext'], ['featured', 'link'], ['items', 'json'],
    ]);
    expect(documentFieldOf('description', []).kind).toBe('richtext');
  });

  it('names every place a save would be refused: an image without alt text, a broken link, in fields and blocks', () => {
    const hero = newBlock('xfader') as unknown as { items: Array<Record<string, unknown>> };
    hero.items[0].image = { url: '/hero.svg', alt: ' ' };
    hero.items[0].cta_link = { link_type: 'Document', type: 'page', uid: 'gone', isBroken: true };
    expect(documentProblems({ title: 'Home', meta_image: { url: '/a.svg', alt: '' }, body: [newBlock('text'), hero] })).toEqual([
      `Meta image: ${FIELD_MESSAGES.altRequired}`,
      `Block 2 (Slide banner), Slide 1, Image: ${FIELD_MESSAGES.altRequired}`,
      `Block 2 (Slide banner), Slide 1, Button link: ${FIELD_MESSAGES.brokenLink}`,
    ]);
    expect(documentProblems({ title: 'Home', body: [newBlock('text')] })).toEqual([]);
  });
});
