import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { bus, loadBlockRenderer, readCookie, type BlockRendererProps, type Slice } from '@rv/shared-lib';
import { OWNER_BLOCK_TYPES } from '@rv/shared-lib/owners';
import { mockApi, type MockReply } from '@rv/shared-lib/testing';
import { ContentBlocks } from '../content-blocks/components/content-blocks.component';
import { OWNER_BLOCKS } from '../content-blocks/owner-blocks';
import { loadOwnerBlocks } from '../content-blocks/owner-block-code';
import { SupportArticlesSlider } from './components/support-articles-slider.component';
import { VideoCardSlider } from '../video-slider/components/video-card-slider.component';
import { clearCookies, contentDoc, docLink, img, page as pageOf } from '../../test-utils';

jest.mock('@rv/shared-lib', () => ({
  ...jest.requireActual('@rv/shared-lib'),
  loadBlockRenderer: jest.fn(async () => { throw new Error('mfe-content is down'); }),
}));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const art = (uid: string, extra: Record<string, unknown> = {}) => docLink('or_support_article', uid, { title: `Article ${uid}`, card_image: img(`/${uid}.svg`), ...extra });
const groups = (region: HTMLElement) => within(region).queryAllByRole('list', { name: /^Group/ });
/** Draws an owner block as mfe-content's renderer does with the blocks this remote passes in. */
const renderBlock = (slice: Slice) => {
  const Block = OWNER_BLOCKS[slice.slice_type as keyof typeof OWNER_BLOCKS] as ComponentType<{ slice: Slice }>;
  return render(<Block slice={slice} />);
};

/** The content service's listing by type: `brands` for the owner brands of the select-an-RV modal, none of any other type; and no reviews. */
const answerContent = (brands: MockReply = { status: 200, data: pageOf([]) }) => mockApi({
  'GET /api/content/v1/documents': (request) => (request.params.type === 'or_support_brand' ? brands : { status: 200, data: pageOf([]) }),
  'GET /api/reviews/ReviewSearch': { status: 200, data: { Reviews: [] } },
});

// The server loads the owner blocks' code before it draws a page (server.ts); these tests draw as it does.
beforeAll(() => loadOwnerBlocks());

beforeEach(() => {
  answerContent();
  clearCookies();
  bus.publish('owners:brand-selected', { brandSlug: null });
  jest.mocked(navigateToUrl).mockReset();
});

describe('owner blocks', () => {
  it('solution cards need an icon and a live category and stack in groups of 2 (spec: validation rules; constants and limits)', () => {
    const items = ['a', 'b', 'c'].map((uid) => ({ icon: img(`/${uid}.svg`), title: `Cat ${uid}`, category: docLink('or_support_category', uid) }));
    items.push({ icon: img('/x.svg'), title: 'Gone', category: docLink('or_support_category', 'gone', {}, true) }, { icon: img(''), title: 'No icon', category: docLink('or_support_category', 'n') });
    renderBlock({ slice_type: 'solution_card_slider', primary: { title: 'Find a solution', background_color: '' }, items });
    const region = screen.getByRole('region', { name: 'Find a solution' });
    expect(groups(region).map((g) => within(g).getAllByRole('link').length)).toEqual([2, 1]);
    expect(within(region).queryByRole('link', { name: 'Gone' })).not.toBeInTheDocument();
  });

  it('brand grid keeps brands with title, logo and uid, in groups of 5', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ brand: docLink('or_support_brand', `b${i}`, { title: `Brand ${i}`, logo: img(`/b${i}.svg`) }) }));
    items.push({ brand: docLink('or_support_brand', 'nologo', { title: 'No Logo' }) });
    renderBlock({ slice_type: 'brand_grid', primary: { title: 'Support by brand' }, items });
    expect(groups(screen.getByRole('region', { name: 'Support by brand' })).map((g) => within(g).getAllByRole('link').length)).toEqual([5, 2]);
  });

  it.each([[1, ['6']], [3, ['4', '2', '2']], [5, ['4', '2', '2', '3', '3']], [7, ['4', '2', '2', '3', '3']]])('bento grid lays out %i articles by count', (count, spans) => {
    const items = Array.from({ length: count }, (_, i) => ({ article: art(`a${i}`) }));
    renderBlock({ slice_type: 'bento_article_grid', primary: { title: 'Featured' }, items });
    const cells = within(screen.getByRole('region', { name: 'Featured' })).getAllByRole('listitem');
    expect(cells.map((c) => c.style.gridColumn.replace('span ', ''))).toEqual(spans);
  });

  const page = [
    { slice_type: 'brand_grid', primary: { title: 'Support by brand' }, items: [{ brand: docLink('or_support_brand', 'cougar', { title: 'Cougar', logo: img('/c.svg') }) }] },
    { slice_type: 'text', primary: { text: [] }, items: [] },
    { slice_type: 'categories_grid', primary: { title: 'Categories' }, items: [{ category: docLink('or_support_category', 'electrical', { title: 'Electrical' }) }] },
  ] as Slice[];
  it("hands every block, in page order, to mfe-content's renderer with an owner block for each owner slice type", async () => {
    const handed: BlockRendererProps[] = [];
    const drawn = (props: BlockRendererProps) => {
      handed.push(props);
      return <p>{props.slices?.map((s) => s.slice_type).join()}</p>;
    };
    jest.mocked(loadBlockRenderer).mockResolvedValueOnce({ default: drawn });
    render(<ContentBlocks slices={page} />);
    expect(await screen.findByText('brand_grid,text,categories_grid')).toBeInTheDocument();
    expect(handed[0].slices).toEqual(page);
    expect(Object.keys(handed[0].blocks ?? {}).sort()).toEqual([...OWNER_BLOCK_TYPES].sort());
  });

  const blockOrder = (container: HTMLElement) => [...container.querySelectorAll('section, [role="status"], [role="alert"]')].map((el) => el.getAttribute('aria-label') ?? el.getAttribute('role'));

  it('draws the owner blocks in page order, with a loading note for the general ones, while the renderer loads and on the server', () => {
    jest.mocked(loadBlockRenderer).mockReturnValueOnce(new Promise(() => undefined));
    const { container } = render(<ContentBlocks slices={page} />);
    expect(blockOrder(container)).toEqual(['Support by brand', 'status', 'Categories']);
    const drawn = renderToString(<ContentBlocks slices={page} />);
    expect(drawn).toContain('aria-label="Support by brand"');
    expect(drawn.indexOf('Loading…')).toBeLessThan(drawn.indexOf('aria-label="Categories"'));
  });

  it('keeps the owner blocks, with a retry in place of the general ones, when mfe-content is down', async () => {
    const { container } = render(<ContentBlocks slices={page} />);
    expect(await screen.findByText('Sorry, this part of the page could not be loaded.')).toBeInTheDocument();
    expect(blockOrder(container)).toEqual(['Support by brand', 'alert', 'Categories']);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('support articles card slider', () => {
  const slice = { slice_type: 'support_articles_slider' as const, primary: { title: 'Popular', background_color: '' as const, view_all: true }, items: [{ article: art('a', { hero_video: { youtube_video_id: 'v' } }) }, { article: art('b') }] };

  it("links View All to the owners landing with no brand, and to the selected brand's page once one is picked", () => {
    render(<SupportArticlesSlider slice={slice} />);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/owners');
    expect(screen.getByRole('link', { name: 'Article a (illustrated guide)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change RV Selection' })).not.toBeInTheDocument();
    act(() => bus.publish('owners:brand-selected', { brandSlug: 'montana' }));
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/owners/brand/montana');
  });

  it('Change RV Selection clears the selected brand and opens the select-an-RV modal; a choice is kept a year', async () => {
    document.cookie = 'selected-brand=montana; Path=/';
    bus.publish('owners:brand-selected', { brandSlug: 'montana' });
    answerContent({ status: 200, data: pageOf([contentDoc('or_support_brand', 'cougar', { title: 'Cougar', logo: img('/c.svg'), brand_code: 'CG' })]) });
    render(<SupportArticlesSlider slice={slice} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change RV Selection' }));
    expect(readCookie('selected-brand')).toBeUndefined();
    const modal = await screen.findByRole('dialog', { name: 'Select Your RV' });
    await userEvent.click(await within(modal).findByRole('button', { name: 'Cougar' }));
    expect(readCookie('selected-brand')).toBe('cougar');
    expect(navigateToUrl).toHaveBeenCalledWith('/owners/brand/cougar');
  });

  it('the select-an-RV modal offers a retry when brands fail', async () => {
    document.cookie = 'selected-brand=montana; Path=/';
    bus.publish('owners:brand-selected', { brandSlug: 'montana' });
    answerContent({ status: 500 });
    render(<SupportArticlesSlider slice={slice} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change RV Selection' }));
    expect(await screen.findByText('The brands could not be loaded.')).toBeInTheDocument();
  });
});

describe('video card slider', () => {
  const slice = { slice_type: 'video_card_slider' as const, primary: { title: 'Owner videos', background_color: '' as const }, items: [
    { youtube_video_id: 'owner--video-1', title: 'Hookup', video_poster_image: img('/1.svg') },
  ] };

  it('hands the owner cards to mfe-content\'s one video card slider', async () => {
    const handed: unknown[] = [];
    const drawn = (props: { slices: readonly Slice[] | null | undefined }) => {
      handed.push(props.slices);
      return <p>{props.slices?.map((s) => s.slice_type).join()}</p>;
    };
    jest.mocked(loadBlockRenderer).mockResolvedValueOnce({ default: drawn });
    render(<VideoCardSlider slice={slice} />);
    expect(await screen.findByText('video_card_slider')).toBeInTheDocument();
    expect(handed[0]).toEqual([slice]);
  });

  it('keeps the rest of the page, with a retry, when mfe-content is down', async () => {
    render(<VideoCardSlider slice={slice} />);
    expect(await screen.findByText('Sorry, this part of the page could not be loaded.')).toBeInTheDocument();
  });
});
