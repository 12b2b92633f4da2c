import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slice } from '@rv/shared-lib';
import { mockApi } from '@rv/shared-lib/testing';
import { BlockRenderer } from './block-renderer.component';
import { cta, doc, EVERY_BLOCK, img, VIDEOS_ON_THEIR_WAY, web } from './block-fixtures';

// A site video's details stay on their way: the display rules are what is tested here.
beforeEach(() => {
  mockApi(VIDEOS_ON_THEIR_WAY);
});

const renderBlock = (slice: Slice) => render(<BlockRenderer slices={[slice]} />);
const card = (title: string, link: ReturnType<typeof web> | ReturnType<typeof doc> | null) => ({ image: img(title), title, description: '', ...cta('Go', link) });

describe('display rules of spec (validation rules) in the blocks', () => {
  it.each([
    ['a title and a link', 'Shown', web('/a'), true],
    ['a broken document link', 'Retired tool', doc('page', 'retired-tool', {}, true), false],
    ['no link', 'Nowhere', null, false],
    ['no title', '', web('/b'), false],
  ])('a card with %s is shown: %s', (_case, title, link, shown) => {
    renderBlock({ slice_type: 'callouts_3', primary: { title: 'Cards', background_color: '' }, items: [card('Anchor', web('/x')), card(title, link)] });
    expect(screen.getAllByRole('article')).toHaveLength(shown ? 2 : 1);
  });

  it('hides a card block left with no card', () => {
    const { container } = renderBlock({ slice_type: 'callout_group', primary: { title: 'Tools', background_color: '' }, items: [card('Retired', doc('page', 'gone', {}, true))] });
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['label and link', 'Search', web('/inventory'), true],
    ['no label', null, web('/inventory'), false],
    ['no link', 'Search', null, false],
    ['a broken link', 'Search', doc('page', 'gone', {}, true), false],
  ])('a call to action with %s shows its button: %s', (_case, label, link, shown) => {
    renderBlock({ slice_type: 'call_to_action', primary: { title: 'Ready?', description: '', theme: 'dark', ...cta(label, link) }, items: [] });
    expect(screen.queryAllByRole('link')).toHaveLength(shown ? 1 : 0);
  });

  it('gives the button its theme and size, and opens other sites in a new tab', () => {
    renderBlock({ slice_type: 'call_to_action', primary: { title: 'Ready?', description: '', theme: 'primary', ...cta('Store', web('https://apps.apple.com/')), button_theme: 'light-secondary', button_size: 'xl' }, items: [] });
    const link = screen.getByRole('link', { name: 'Store' });
    expect(link).toHaveClass('rv-button--light-secondary', 'rv-button--xl');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([['vertical', 2], ['horizontal', 1]] as const)('editorial images: %s shows at most %i', (orientation, max) => {
    renderBlock({ slice_type: 'editorial_image', primary: { orientation, caption: '' }, items: [{ image: img('1') }, { image: img('2') }, { image: img('3') }] });
    expect(screen.getAllByRole('img')).toHaveLength(max);
  });

  it('video slider keeps cards with a video id the site plays (spec: validation rules)', () => {
    renderBlock({ slice_type: 'video_card_slider', primary: { title: 'Videos', background_color: '' }, items: [
      { youtube_video_id: 'howto--winterize', title: 'Winterize', video_poster_image: img('v1') }, { youtube_video_id: null, title: 'Coming soon', video_poster_image: img('v2') },
      { youtube_video_id: 'kRvOwnVid01', title: 'Made up', video_poster_image: img('v3') },
    ] });
    expect(screen.getByRole('button', { name: /Winterize/ })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.queryByText('Made up')).not.toBeInTheDocument();
  });

  it('link section hides broken links', () => {
    renderBlock({ slice_type: 'link_section', primary: { title: 'More' }, items: [{ label: 'About', link: doc('split_content', 'about-us') }, { label: 'Gone', link: doc('page', 'gone', {}, true) }] });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['About']);
  });

  it.each([
    ['left', 'left'], ['center', 'center'], ['right', 'right'], [null, 'right'], ['diagonal', 'right'],
  ])('callout banner box position %p renders %s (default right)', (position, expected) => {
    const [slice] = EVERY_BLOCK.callout_banner;
    const { container } = renderBlock({ ...slice, primary: { ...(slice.primary as object), box_position: position } } as Slice);
    expect(container.querySelector(`.${expected}`)).not.toBeNull();
  });

  it.each([[null, 'black'], ['', 'black'], ['#123456', 'rgb(18, 52, 86)']])('callout banner background %p is %s', (value, expected) => {
    const [slice] = EVERY_BLOCK.callout_banner;
    renderBlock({ ...slice, primary: { ...(slice.primary as object), background_color: value } } as Slice);
    expect(screen.getByRole('region', { name: 'Owner Support' }).style.background).toBe(expected);
  });
});

describe('block behaviour', () => {
  it('flexible text opens its modal in the content size', async () => {
    const user = userEvent.setup();
    renderBlock(EVERY_BLOCK.flexible_text[0]);
    await user.click(screen.getByRole('button', { name: 'Read the checklist' }));
    const dialog = screen.getByRole('dialog', { name: 'The inspection' });
    expect(dialog).toHaveClass('rv-modal--large');
    expect(within(dialog).getByText('Frame and welds.')).toBeInTheDocument();
  });

  it.each([
    ['https://maps.example.com/embed', true], ['/api/media/region-map.svg', true], ['//elsewhere.example.com/x', false], ['http://plain.example.com', false], ['javascript:alert(1)', false],
  ])('embeds %s: %s', (url, shown) => {
    const { container } = renderBlock({ slice_type: 'embed', primary: { title: 'Map', embed_url: url, aspect_ratio: '16:9' }, items: [] });
    expect(container.querySelector('iframe')?.getAttribute('src') ?? null).toBe(shown ? url : null);
  });

  it('draws the YouTube block as the site\'s illustrated guide, with no player and nothing from outside', () => {
    const { container } = renderBlock(EVERY_BLOCK.youtube[0]);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('video')).toBeNull();
    const guide = screen.getByRole('figure', { name: 'Illustrated guide: Watch: Boondocking' });
    expect(guide.querySelector('img')).toHaveAttribute('src', '/api/media/scene/p.svg');
  });

  it('opens a video card in a modal', async () => {
    const user = userEvent.setup();
    renderBlock(EVERY_BLOCK.video_card_slider[0]);
    await user.click(screen.getByRole('button', { name: 'Open illustrated guide: Winterize' }));
    const guide = within(screen.getByRole('dialog', { name: 'Winterize' })).getByRole('figure', { name: 'Illustrated guide: Winterize' });
    expect(guide.querySelector('video')).toBeNull();
  });

  it('tabbed slider switches tabs by click and arrow keys', async () => {
    const user = userEvent.setup();
    renderBlock(EVERY_BLOCK.tabbed_slider[0]);
    const kitchen = screen.getByRole('tab', { name: 'Kitchen' });
    expect(kitchen).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cook like home');
    kitchen.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Power' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Off-grid ready');
  });

  it('faq answers open as accordions', async () => {
    const user = userEvent.setup();
    renderBlock(EVERY_BLOCK.faq[0]);
    expect(screen.getByText('Check the sticker.')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: /What can my vehicle tow/ }));
    expect(screen.getByText('Check the sticker.')).toBeVisible();
  });
});
