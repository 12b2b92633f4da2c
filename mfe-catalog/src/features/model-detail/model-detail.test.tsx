import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rv/shared-lib/router';
import { fetchAllByType, siteStore } from '@rv/shared-lib';
import { modelFixture } from '../test-fixtures';
import { useModel, useModelFeatures, useRecentlyViewed, useRecommended } from './hooks/use-model-detail';
import { ModelDetail } from './components/model-detail.component';

// The spec list's glossary tips ask the content API.
jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), fetchAllByType: jest.fn() }));
jest.mock('./hooks/use-model-detail', () => ({ useModel: jest.fn(), useModelFeatures: jest.fn(), useRecentlyViewed: jest.fn(), useRecommended: jest.fn() }));
jest.mock('../brand-landing/api/brand-landing.resource', () => ({ useBrandLanding: () => ({ status: 'success', data: null, reload: jest.fn() }) }));

const loaded = <T,>(data: T) => ({ status: 'success' as const, data, error: null, reload: jest.fn() });
const model = modelFixture({
  floorplan_main: { url: '/api/catalog/floorplans/MO-273BH-2026/main.svg', alt: 'Montana 273BH floorplan', dimensions: { width: 1200, height: 400 } },
});

const renderPage = () => render(
  <MemoryRouter><ModelDetail brandName="montana" type="fifth-wheels" referenceId="273BH" /></MemoryRouter>,
);

describe('model page gallery', () => {
  beforeEach(() => {
    siteStore.setState({ isDealer: false, isStockOnly: false });
    jest.mocked(fetchAllByType).mockResolvedValue([]);
    jest.mocked(useModel).mockReturnValue(loaded(model) as ReturnType<typeof useModel>);
    jest.mocked(useModelFeatures).mockReturnValue(loaded([]) as unknown as ReturnType<typeof useModelFeatures>);
    jest.mocked(useRecentlyViewed).mockReturnValue(loaded([]) as ReturnType<typeof useRecentlyViewed>);
    jest.mocked(useRecommended).mockReturnValue(loaded([]) as ReturnType<typeof useRecommended>);
  });

  it('opens on the door-side exterior at its drawn size and offers both sides, front, rear and the floorplan', () => {
    renderPage();
    const main = screen.getByRole('img', { name: 'Montana 273BH exterior, door side' });
    expect(main).toHaveAttribute('src', '/api/media/elevation/MO-273BH-2026/side-right.svg');
    expect(main).toHaveAttribute('width', '1600');
    expect(main).toHaveAttribute('height', '600');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const thumbs = within(screen.getByRole('list', { name: 'Gallery images' })).getAllByRole('button');
    expect(thumbs.map((b) => b.textContent)).toEqual([
      'Show Montana 273BH exterior, door side', 'Show Montana 273BH exterior, road side', 'Show Montana 273BH exterior, front',
      'Show Montana 273BH exterior, rear', 'Show Montana 273BH floorplan',
    ]);
  });

  it('offers Build, Request a Quote for this floorplan and Find a Dealer beside it', () => {
    renderPage();
    const summary = screen.getByRole('heading', { level: 1, name: /Montana 273BH/ }).parentElement!;
    expect(within(summary).getByRole('link', { name: 'Select Floorplan & Build Montana 273BH' })).toHaveAttribute('href', '/build-my-rv/montana/fifth-wheels/273BH');
    expect(within(summary).getByRole('link', { name: 'Request a Quote Montana 273BH' }))
      .toHaveAttribute('href', '/contact-us?form=quote&brand=MO&productType=Fifth+Wheels&floorPlan=Montana+273BH');
    expect(within(summary).getByRole('link', { name: 'Find a Dealer Montana 273BH' })).toHaveAttribute('href', '/find-a-dealer');
  });

  it('shows the region as a shopper reads it, not the data\'s BOTH', () => {
    jest.mocked(useModel).mockReturnValue(loaded(modelFixture({ specs: { REGION: 'BOTH' } })) as ReturnType<typeof useModel>);
    renderPage();
    expect(screen.getByText('All regions')).toBeInTheDocument();
    expect(screen.queryByText('BOTH')).not.toBeInTheDocument();
  });

  it('shows the view a thumbnail names', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show Montana 273BH exterior, rear' }));
    expect(screen.getByRole('img', { name: 'Montana 273BH exterior, rear' })).toHaveAttribute('src', '/api/media/elevation/MO-273BH-2026/rear.svg');
    expect(screen.getByRole('button', { name: 'Show Montana 273BH exterior, rear' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show Montana 273BH floorplan' }));
    expect(screen.getByRole('img', { name: 'Montana 273BH floorplan' })).toHaveAttribute('src', '/api/catalog/floorplans/MO-273BH-2026/main.svg');
  });

  it('shares the door side as a PNG in the head it writes (crawlers do not read SVG)', () => {
    renderPage();
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/api/media/elevation/MO-273BH-2026/side-right.png');
    expect(document.head.querySelector('meta[name="twitter:image"]')).toHaveAttribute('content', 'http://localhost/api/media/elevation/MO-273BH-2026/side-right.png');
  });
});
