import { render, screen, waitFor } from '@testing-library/react';
import { fetchByType, SLICE_TYPES, type Slice } from '@rv/shared-lib';
import { fetchOwnerReviews } from '@rv/shared-lib/owners';
import { BlockRenderer } from './block-renderer.component';
import { BLOCKS } from './block-registry';
import { EVERY_BLOCK } from './block-fixtures';
import { RECENT_ARTICLES_COOKIE } from '@rv/shared-lib/owners';

// A site video's details would be read over the network; the blocks are what is tested here.
jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), fetchByType: jest.fn(), fetchSiteVideo: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('@rv/shared-lib/owners', () => ({ ...jest.requireActual('@rv/shared-lib/owners'), fetchOwnerReviews: jest.fn() }));

beforeEach(() => {
  jest.mocked(fetchByType).mockResolvedValue({ page: 1, results_per_page: 16, total_results_size: 1, total_pages: 1, results: [
    { id: 'a1', uid: 'awning-care', type: 'or_support_article', tags: [], data: { title: 'Awning care' }, first_publication_date: '', last_publication_date: '' },
  ] });
  jest.mocked(fetchOwnerReviews).mockResolvedValue([
    { Title: 'Love it', Review: 'Great trailer.', Name: 'Pat', OwnerCity: 'Boise', OwnerState: 'ID', CreateDate: '2025-03-04', BrandName: 'Cougar' },
  ]);
  document.cookie = `${RECENT_ARTICLES_COOKIE}=${encodeURIComponent(JSON.stringify([{ uid: 'winterize', title: 'Winterize', hasVideo: true }]))}`;
});

describe('block renderer (spec: screens and routes, "Content blocks handled")', () => {
  it('has a component for every slice type of shared-lib', () => {
    expect(Object.keys(BLOCKS).sort()).toEqual([...SLICE_TYPES].sort());
  });

  it.each(SLICE_TYPES.map((type) => [type, ...EVERY_BLOCK[type]] as const))('renders %s', async (_type, slice, text) => {
    render(<BlockRenderer slices={[slice]} />);
    expect(await screen.findAllByText(text)).not.toHaveLength(0);
  });

  it('renders the data blocks once their data arrives', async () => {
    render(<BlockRenderer slices={[EVERY_BLOCK.testimonials[0], EVERY_BLOCK.support_articles_grid[0], EVERY_BLOCK.recently_viewed_articles[0]]} />);
    expect(await screen.findByText('Great trailer.')).toBeInTheDocument();
    expect(screen.getByText('Boise, ID')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Awning care' })).toHaveAttribute('href', '/owners/awning-care');
    expect(screen.getByRole('link', { name: 'Winterize' })).toHaveAttribute('href', '/owners/winterize');
  });

  it('skips and logs a block type it does not know, and keeps rendering the others', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<BlockRenderer slices={[{ slice_type: 'hologram', primary: {}, items: [] } as unknown as Slice, EVERY_BLOCK.quote[0]]} />);
    expect(screen.getByText('Our third trailer.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('hologram'));
    warn.mockRestore();
  });

  it('drops a block that throws without breaking the page', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { slice_type: 'faq', primary: { title: 'Bad' }, items: null } as unknown as Slice;
    render(<BlockRenderer slices={[broken, EVERY_BLOCK.pull_quote[0]]} />);
    expect(screen.getByText('The best campsite.')).toBeInTheDocument();
    error.mockRestore();
  });

  it('renders nothing for no blocks', () => {
    const { container } = render(<BlockRenderer slices={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the first block images eagerly only when asked, the rest lazily with width and height', () => {
    render(<BlockRenderer eagerFirst slices={[EVERY_BLOCK.callouts_1[0], EVERY_BLOCK.callouts_3[0]]} />);
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('width', '1600');
    expect(second).toHaveAttribute('height', '900');
  });

  it('waits quietly for reviews and shows nothing when they fail (spec: error catalogue)', async () => {
    jest.mocked(fetchOwnerReviews).mockRejectedValue(new Error('down'));
    const { container } = render(<BlockRenderer slices={[EVERY_BLOCK.testimonials[0]]} />);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(fetchOwnerReviews).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the block renderer exposed to other remotes', () => {
  it('is the default export of the module listed as ./block-renderer in exposes.json', async () => {
    const exposes = jest.requireActual('../../../exposes.json') as Record<string, string>;
    expect(exposes['./block-renderer']).toBe('./src/features/blocks/block-renderer.component.tsx');
    const exposed = await import('./block-renderer.component');
    render(<exposed.default slices={[EVERY_BLOCK.pull_quote[0]]} />);
    expect(screen.getByText('The best campsite.')).toBeInTheDocument();
  });
});
