import { diffDocumentData } from './studio-diff';

describe('the readable difference between two versions of a document', () => {
  const hero = { url: '/api/media/hero-a.svg', alt: 'A trailer by a lake' };
  const before = {
    title: 'Summer', hero_image: hero,
    body: [{ slice_type: 'text', primary: { text: [{ type: 'paragraph', text: 'Hello' }] }, items: [] }],
  };

  it('names each changed field by path, with both sides as text', () => {
    const after = {
      ...before, title: 'Show season', hero_image: { ...hero, alt: 'A fifth wheel at a show' },
      body: [{ slice_type: 'text', primary: { text: [{ type: 'paragraph', text: 'Hello again' }] }, items: [] }],
    };
    expect(diffDocumentData(before, after)).toEqual([
      { path: 'title', change: 'changed', before: 'Summer', after: 'Show season' },
      { path: 'hero_image', change: 'changed', before: 'image "A trailer by a lake" (/api/media/hero-a.svg)', after: 'image "A fifth wheel at a show" (/api/media/hero-a.svg)' },
      { path: 'body.0.primary.text', change: 'changed', before: 'Hello', after: 'Hello again' },
    ]);
  });

  it('shows an added block, a removed field and a link by where they point', () => {
    const after = {
      title: 'Summer', hero_image: hero,
      body: [...before.body, { slice_type: 'call_to_action', primary: { title: 'Find a dealer', cta_link: { link_type: 'Document', type: 'page', uid: 'dealers' } }, items: [] }],
    };
    const changes = diffDocumentData({ ...before, subtitle: 'Old' }, after);
    expect(changes).toEqual([
      { path: 'body.1', change: 'added', before: null, after: 'call_to_action block' },
      { path: 'subtitle', change: 'removed', before: 'Old', after: null },
    ]);
    expect(diffDocumentData(after, { ...after, body: [after.body[0], { ...after.body[1], primary: { ...after.body[1].primary, cta_link: { link_type: 'Web', url: '/dealers' } } }] }))
      .toEqual([{ path: 'body.1.primary.cta_link', change: 'changed', before: 'link to page "dealers"', after: 'link to /dealers' }]);
  });

  it('finds nothing between equal versions', () => {
    expect(diffDocumentData(before, JSON.parse(JSON.stringify(before)))).toEqual([]);
  });
});
