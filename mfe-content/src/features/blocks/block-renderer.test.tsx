import { render, screen, waitFor } from '@testing-library/react';
import { SLICE_TYPES, type BlockComponents, type Slice } from '@rv/shared-lib';
import { OWNER_BLOCK_TYPES } from '@rv/shared-lib/owners';
import { afterPendingWork, mockApi, requestsTo, type MockHandler, type MockRequest } from '@rv/shared-lib/testing';
import { BlockRenderer } from './block-renderer.component';
import { BLOCKS } from './block-registry';
import { BLOCK_SCHEMAS } from '@rv/domain/studio';
import { EVERY_BLOCK, VIDEOS_ON_THEIR_WAY } from './block-fixtures';

/** Owner reviews, from the reviews service; a site video's details stay on their way (the blocks are what is tested here). */
const REVIEWS = 'GET /api/reviews/ReviewSearch';
let log: MockRequest[] = [];
const answerReviews = (reply: MockHandler) => (log = mockApi({ ...VIDEOS_ON_THEIR_WAY, [REVIEWS]: reply }));

beforeEach(() => {
  answerReviews({ status: 200, data: { Reviews: [
    { Title: 'Love it', Review: 'Great trailer.', Name: 'Pat', OwnerCity: 'Boise', OwnerState: 'ID', CreateDate: '2025-03-04', BrandName: 'Cougar', Rating: 4 },
  ] } });
});

const brandGrid = { slice_type: 'brand_grid', primary: { title: 'Support by brand' }, items: [] } as Slice;
const bento = { slice_type: 'bento_article_grid', primary: { title: 'Featured articles' }, items: [] } as Slice;

describe('block renderer (spec: screens and routes, "Content blocks handled")', () => {
  it('has a component for every slice type of shared-lib but the owner blocks, which the owner pages pass in', () => {
    expect([...Object.keys(BLOCKS), ...OWNER_BLOCK_TYPES].sort()).toEqual([...SLICE_TYPES].sort());
    expect(Object.keys(BLOCKS).filter((type) => (OWNER_BLOCK_TYPES as readonly string[]).includes(type))).toEqual([]);
  });

  it('has a studio schema for every block it renders, so the studio can edit each (the API checks saves with it too)', () => {
    expect([...Object.keys(BLOCKS), ...OWNER_BLOCK_TYPES].filter((type) => !Object.hasOwn(BLOCK_SCHEMAS, type))).toEqual([]);
  });

  it.each(Object.entries(EVERY_BLOCK))('renders %s', async (_type, [slice, text]) => {
    render(<BlockRenderer slices={[slice]} />);
    expect(await screen.findAllByText(text)).not.toHaveLength(0);
  });

  it('renders the data blocks once their data arrives', async () => {
    render(<BlockRenderer slices={[EVERY_BLOCK.testimonials[0]]} />);
    expect(await screen.findByText('Great trailer.')).toBeInTheDocument();
    expect(screen.getByText('Boise, ID')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toHaveTextContent('★★★★☆');
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

  it("draws the caller's blocks in page order among its own", () => {
    const blocks: BlockComponents = {
      brand_grid: ({ slice }) => <h2>{slice.primary.title}</h2>,
      bento_article_grid: ({ slice }) => <h2>{slice.primary.title}</h2>,
    };
    render(<BlockRenderer slices={[bento, EVERY_BLOCK.copy_block[0], brandGrid]} blocks={blocks} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Featured articles', 'Our Limited Warranty', 'Support by brand']);
  });

  it("drops a caller's block that throws on its own, keeping the blocks around it", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const blocks: BlockComponents = {
      brand_grid: () => { throw new Error('owner block broke'); },
      bento_article_grid: ({ slice }) => <p>{slice.primary.title}</p>,
    };
    render(<BlockRenderer slices={[EVERY_BLOCK.pull_quote[0], brandGrid, bento]} blocks={blocks} />);
    expect(screen.getByText('The best campsite.')).toBeInTheDocument();
    expect(screen.getByText('Featured articles')).toBeInTheDocument();
    expect(screen.queryByText('Support by brand')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('skips an owner block no caller passed in, and logs it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<BlockRenderer slices={[bento, EVERY_BLOCK.pull_quote[0]]} />);
    expect(screen.getByText('The best campsite.')).toBeInTheDocument();
    expect(screen.queryByText('Featured articles')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bento_article_grid'));
    warn.mockRestore();
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
    answerReviews({ status: 500 });
    const { container } = render(<BlockRenderer slices={[EVERY_BLOCK.testimonials[0]]} />);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(requestsTo(log, REVIEWS)).toHaveLength(1));
    await afterPendingWork(); // The failed answer has been handled.
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
