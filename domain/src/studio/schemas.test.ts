import { CONTENT_TYPES, SLICE_TYPES } from '@rv/domain/content';
import { BLOCK_SCHEMAS, DOCUMENT_SCHEMAS, STUDIO_MESSAGES, UID_SCHEMA, documentProblems, linksToLookUp } from '@rv/domain/studio';

describe('the studio schemas: one per document type and per block type, the same for the forms and the API', () => {
  it('has a schema for every block type the site renders and every document type', () => {
    expect(Object.keys(BLOCK_SCHEMAS).sort()).toEqual([...SLICE_TYPES].sort());
    expect(Object.keys(DOCUMENT_SCHEMAS).sort()).toEqual([...CONTENT_TYPES].sort());
  });

  const hero = { url: '/api/media/hero.svg', alt: 'A travel trailer at a lake' };
  const home = (slices: unknown[]) => ({ title: 'Home', meta_description: 'Towables', hero_image: hero, body: slices });
  const textBlock = { slice_type: 'text', primary: { text: [{ type: 'paragraph', text: 'Hello' }] }, items: [] };

  it('accepts a page with known blocks', () => {
    expect(documentProblems('home_page', home([textBlock]))).toEqual([]);
    expect(documentProblems('blog_detail', { title: 'New', meta_image: null, hero_image: null, body: [] })).toEqual([]);
  });

  it('refuses a missing title, an image without alt text and an unknown block, naming each field', () => {
    const errors = documentProblems('home_page', {
      ...home([{ slice_type: 'gallery', primary: { title: 'Views' }, items: [{ image: { url: '/api/media/a.svg', alt: ' ' } }] }, { slice_type: 'marquee', primary: {}, items: [] }]),
      title: '',
    });
    expect(errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ field: 'title', message: 'Title is required' }),
      expect.objectContaining({ field: 'body[0].items[0].image.alt', message: STUDIO_MESSAGES.altText }),
      expect.objectContaining({ field: 'body[1]', message: STUDIO_MESSAGES.unknownBlock('marquee') }),
    ]));
  });

  it('refuses a link to a page that names no page, and a web link without an address', () => {
    const cta = (link: unknown) => home([{ slice_type: 'call_to_action', primary: { title: 'Find a dealer', cta_label: 'Go', cta_link: link }, items: [] }]);
    expect(documentProblems('home_page', cta({ link_type: 'Document', type: 'page', uid: '' }))[0]).toMatchObject({ message: STUDIO_MESSAGES.linkTarget });
    expect(documentProblems('home_page', cta({ link_type: 'Web', url: 'dealers' }))[0]).toMatchObject({ message: STUDIO_MESSAGES.linkAddress });
    expect(documentProblems('home_page', cta({ link_type: 'Document', type: 'page', uid: 'dealers' }))).toEqual([]);
  });

  it('refuses a link whose page is known to be missing, naming the field, by the keys its links are looked up by', () => {
    const data = home([
      { slice_type: 'call_to_action', primary: { title: 'Go', cta_label: 'Go', cta_link: { link_type: 'Document', type: 'page', uid: 'gone' } }, items: [] },
      { slice_type: 'link_section', primary: {}, items: [{ label: 'Dealers', link: { link_type: 'Web', url: '/no-such-page?x=1#top' } }, { label: 'Mail', link: { link_type: 'Web', url: 'mailto:a@b.c' } }] },
    ]);
    expect([...linksToLookUp(data).keys()]).toEqual(['document:page/gone', 'page:/no-such-page']);
    expect(documentProblems('home_page', data)).toEqual([]);
    expect(documentProblems('home_page', data, new Set(['document:page/gone', 'page:/no-such-page']))).toEqual([
      { field: 'body[0].primary.cta_link', message: STUDIO_MESSAGES.brokenLink('page', 'gone') },
      { field: 'body[1].items[0].link', message: STUDIO_MESSAGES.brokenAddress('/no-such-page') },
    ]);
  });

  it('asks for an image where a block needs one, in words', () => {
    const gallery = home([{ slice_type: 'gallery', primary: {}, items: [{ image: null }] }]);
    expect(documentProblems('home_page', gallery)).toEqual([{ field: 'body[0].items[0].image', message: STUDIO_MESSAGES.imageAddress }]);
  });

  it('names the field of a number out of its range', () => {
    const slides = home([{ slice_type: 'xfader', primary: { slide_speed: 0 }, items: [] }]);
    expect(documentProblems('home_page', slides)).toEqual([{ field: 'body[0].primary.slide_speed', message: 'Seconds per slide must be a whole number from 1 to 60' }]);
  });

  it('lets a decorative icon go without alt text, as the title beside it says what it is', () => {
    expect(documentProblems('or_support_category', { title: 'Towing', icon: { url: '/api/media/tow.svg', alt: '' } })).toEqual([]);
  });

  it('takes a uid of lower-case words and hyphens only', () => {
    expect(UID_SCHEMA.isValidSync('summer-show-2026')).toBe(true);
    expect(() => UID_SCHEMA.validateSync('Summer Show')).toThrow(STUDIO_MESSAGES.uid);
  });
});
