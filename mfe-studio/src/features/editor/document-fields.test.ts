import { newBlock } from './block-editors';
import { documentFieldOf, documentFields, placeOf } from './document-fields';

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

  it("names the place of a schema's path in the words of the editor's labels", () => {
    const data = { title: 'Home', meta_image: { url: '/a.svg', alt: '' }, body: [newBlock('text'), newBlock('xfader')] };
    expect(placeOf('meta_image.alt', data)).toBe('Meta image');
    expect(placeOf('body[1].items[0].image.alt', data)).toBe('Block 2 (Slide banner), Slide 1, Image');
    expect(placeOf('body[1].items[0].cta_link', data)).toBe('Block 2 (Slide banner), Slide 1, Button link');
    expect(placeOf('body[0].primary.text', data)).toBe('Block 1 (Text), Text');
    expect(placeOf('body[4]', data)).toBe('Block 5');
  });
});
