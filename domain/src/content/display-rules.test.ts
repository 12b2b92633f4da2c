import {
  backgroundColor, boxPosition, brandGridBrands, buttonSize, buttonTheme, calloutBackground, copyColor, copyPosition,
  COPY_POSITIONS, editorialImages, isUsableLink, linkTarget, modalSize, showBannerCta, showCard, slideCopyPosition,
  solutionCards, theme, verificationMetaTags, videoSliderCards,
} from './display-rules';
import type { ContentLink } from './link-resolver';

const doc = (extra: Partial<ContentLink> = {}): ContentLink => ({ link_type: 'Document', type: 'blog_detail', uid: 'a', isBroken: false, ...extra });
const web: ContentLink = { link_type: 'Web', url: '/owners' };
const img = { url: '/api/media/scene/x.svg', alt: '' };

describe('consumer spec (validation rules) "Display": allowed values, anything else falls back', () => {
  it.each([
    ['link target', linkTarget, '_blank', '_blank'], ['link target', linkTarget, '_top', '_self'],
    ['modal size', modalSize, 'full-screen', 'full-screen'], ['modal size', modalSize, 'huge', 'standard'],
    ['theme', theme, 'primary', 'primary'], ['theme', theme, 'Dark', 'light'],
    ['button theme', buttonTheme, 'light-secondary', 'light-secondary'], ['button theme', buttonTheme, 'tertiary', 'primary'],
    ['button size', buttonSize, 'xl', 'xl'], ['button size', buttonSize, 'xxl', 'md'],
    ['background color', backgroundColor, 'neutral-200', 'neutral-200'], ['background color', backgroundColor, 'red', ''],
    ['background color', backgroundColor, null, ''],
    ['copy color', copyColor, 'Black', 'Black'], ['copy color', copyColor, 'black', 'White'],
    ['copy position', copyPosition, 'Bottom Right', 'Bottom Right'], ['copy position', copyPosition, 'Center', 'Middle Left'],
    ['slide copy position', slideCopyPosition, 'Center', 'Center'], ['slide copy position', slideCopyPosition, 'Top Center', 'Top Center'],
    ['callout banner box (default right)', boxPosition, 'left', 'left'], ['callout banner box (default right)', boxPosition, undefined, 'right'],
  ])('%s: %p gives %p', (_name, rule, input, expected) => {
    expect((rule as (v: unknown) => string)(input)).toBe(expected);
  });

  it('has nine copy positions, Top/Middle/Bottom crossed with Left/Center/Right (in-page banner)', () => {
    expect(COPY_POSITIONS).toHaveLength(9);
    expect(COPY_POSITIONS).toContain('Middle Center');
  });

  it('gives the callout banner a black background by default ', () => {
    expect(calloutBackground(null)).toBe('black');
    expect(calloutBackground('#123456')).toBe('#123456');
  });
});

describe('spec (validation rules): broken content links are hidden', () => {
  it.each([
    [null, false], [doc({ isBroken: true }), false], [doc(), true], [web, true], [{ link_type: 'Web', url: '' } as ContentLink, false],
  ])('%p usable: %p', (link, expected) => expect(isUsableLink(link)).toBe(expected));
});

describe('spec (validation rules): a banner call to action shows only with a label and a link', () => {
  it.each([
    [{ label: 'Explore', link: web }, true], [{ label: '', link: web }, false], [{ label: '  ', link: web }, false],
    [{ label: 'Explore', link: null }, false], [{ label: 'Explore', link: doc({ isBroken: true }) }, false],
  ])('%p -> %p', (cta, expected) => expect(showBannerCta(cta)).toBe(expected));
});

describe('spec (validation rules): a card shows only with a title and a non-broken link', () => {
  it.each([
    [{ title: 'Winterizing', link: doc() }, true], [{ title: null, link: doc() }, false],
    [{ title: 'Winterizing', link: doc({ isBroken: true }) }, false], [{ title: 'Winterizing', link: undefined }, false],
  ])('%p -> %p', (card, expected) => expect(showCard(card)).toBe(expected));
});

describe('spec (validation rules): list filters', () => {
  it('video slider keeps cards with a video id the site plays', () => {
    const cards = [{ youtube_video_id: 'howto--level', title: 'a' }, { youtube_video_id: '', title: 'b' }, { youtube_video_id: null, title: 'c' },
      { youtube_video_id: 'kRvOwnVid01', title: 'made up' }, { youtube_video_id: 'plant-tour', title: 'd' }];
    expect(videoSliderCards(cards).map((c) => c.title)).toEqual(['a', 'd']);
  });

  it('brand grid keeps brands with title, logo and uid', () => {
    const brands = [
      { uid: 'cougar', title: 'Cougar', logo: img }, { uid: '', title: 'No uid', logo: img },
      { uid: 'x', title: '', logo: img }, { uid: 'y', title: 'No logo', logo: null },
    ];
    expect(brandGridBrands(brands).map((b) => b.uid)).toEqual(['cougar']);
  });

  it('solution cards need an icon and a non-broken category', () => {
    const cards = [
      { title: 'ok', icon: img, category: doc() }, { title: 'no icon', icon: null, category: doc() },
      { title: 'broken', icon: img, category: doc({ isBroken: true }) }, { title: 'none', icon: img, category: null },
    ];
    expect(solutionCards(cards).map((c) => c.title)).toEqual(['ok']);
  });

  it.each([
    ['vertical', 3, 2], ['vertical', 1, 1], ['horizontal', 3, 1], ['horizontal', 0, 0],
  ] as const)('editorial images: %s with %i images shows %i', (orientation, count, shown) => {
    expect(editorialImages(orientation, Array.from({ length: count }, (_, i) => i))).toHaveLength(shown);
  });
});

describe('spec (validation rules): verification meta tags only when the id or both attributes are present', () => {
  it.each([
    [{ google_site_verification_ids: [{ verification_id: 'g1' }, { verification_id: '' }] }, [{ name: 'google-site-verification', content: 'g1' }]],
    [{ additional_verification_meta_tags: [{ name_attribute: 'p:domain_verify', content_attribute: 'x' }] }, [{ name: 'p:domain_verify', content: 'x' }]],
    [{ additional_verification_meta_tags: [{ name_attribute: 'p:domain_verify', content_attribute: null }] }, []],
    [{ additional_verification_meta_tags: [{ name_attribute: '', content_attribute: 'x' }] }, []],
    [null, []],
  ])('%p -> %p', (settings, expected) => expect(verificationMetaTags(settings)).toEqual(expected));
});
