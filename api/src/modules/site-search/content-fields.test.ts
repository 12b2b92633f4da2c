import { documentOwnText } from './content-fields';

const p = (text: string) => ({ type: 'paragraph', text });
const link = { link_type: 'Web', url: '/find-a-dealer' };

describe('documentOwnText: what a page says itself, for the index body and its excerpt', () => {
  const article = {
    title: 'Storing Batteries Over Winter',
    meta_description: 'Disconnect, charge and store batteries so they last for years.',
    description: 'Disconnect, charge and store batteries so they last for years.',
    hero_banner: { url: '/api/media/scene/support.svg', alt: 'Storing Batteries Over Winter' },
    tags_group: [{ tag: { link_type: 'Document', type: 'or_support_category', uid: 'electrical', slug: 'electrical' } }],
    body: [
      { slice_type: 'text', primary: { text: [p('Disconnect, charge and store batteries so they last for years.'), { type: 'heading2', text: 'Before you start' }, p('Park on level ground.')] }, items: [] },
      { slice_type: 'faq', primary: { title: 'Still stuck?' }, items: [{ question: 'Where do I find my VIN?', answer: [p('On the sticker beside the entry door.')] }] },
      { slice_type: 'link_section', primary: { title: 'More help' }, items: [{ label: 'Contact customer service', link }, { label: 'Find a dealer', link }] },
    ],
  };

  it('keeps the article text in reading order, each passage once', () => {
    expect(documentOwnText(article)).toBe(
      'Disconnect, charge and store batteries so they last for years. Before you start. Park on level ground. Where do I find my VIN? On the sticker beside the entry door.');
  });

  it.each([
    ['link lists', 'Contact customer service'], ['link section titles', 'More help'], ['image alt text', 'Storing Batteries Over Winter'],
    ['tags', 'electrical'], ['block titles', 'Still stuck?'],
  ])('leaves out %s', (_what, text) => {
    expect(documentOwnText(article)).not.toContain(text);
  });

  it('reads fields in the order a reader meets them, whatever order the stored document keeps', () => {
    const stored = { body: [{ items: [{ answer: [p('Beside the door.')], question: 'Where is my VIN?' }], primary: { intro: 'Questions owners ask.' }, slice_type: 'faq' }], summary: 'Find it fast.' };
    expect(documentOwnText(stored)).toBe('Find it fast. Questions owners ask. Where is my VIN? Beside the door.');
  });

  it('keeps how-to steps and quotes', () => {
    expect(documentOwnText({ steps: [{ title: 'Step 1', text: 'Drain the tanks' }], body: [{ slice_type: 'pull_quote', primary: { quote: 'Best campsite.' } }] }))
      .toBe('Drain the tanks. Best campsite.');
  });

  it('keeps the cautions and notes of an article', () => {
    const text = [{ type: 'o-list-item', text: 'Open the drains' }, { type: 'caution', text: 'Stay under 40 psi' }, { type: 'note', text: 'Keep the caps' }];
    expect(documentOwnText({ body: [{ slice_type: 'text', primary: { text } }] })).toBe('Open the drains. Stay under 40 psi. Keep the caps.');
  });

  it('strips mark tags typed into content, so the only marks in an excerpt are the engine\'s', () => {
    expect(documentOwnText({ description: 'Use <mark>this</mark> <MARK class="x">tip</MARK>' })).toBe('Use this tip.');
  });
});
