import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rv/shared-lib/router';
import { siteStore } from '@rv/shared-lib';
import type { Model } from '@rv/shared-lib/catalog';
import { mockApi, type MockRequest } from '@rv/shared-lib/testing';
import { modelFixture } from '../test-fixtures';
import { ModelDetail } from './components/model-detail.component';

const model = modelFixture({
  floorplan_main: { url: '/api/catalog/floorplans/MO-273BH-2026/main.svg', alt: 'Montana 273BH floorplan', dimensions: { width: 1200, height: 400 } },
});

/**
 * The services the page reads: the catalogue search answers `shown` to the floorplan's own search (one model year of
 * 273BH) and no recommended or recently viewed floorplans; it has no features; the brand landing has no brochures;
 * the spec list's glossary tips find no terms.
 */
function answerCatalog(shown: Model) {
  const ownSearch = (request: MockRequest) => {
    const body = request.body as { size?: number; filters?: { model?: { referenceId?: string[] } } };
    return body.size === 1 && body.filters?.model?.referenceId?.includes('273BH');
  };
  mockApi({
    'POST /api/search/v1/models': (request) => ({ status: 200, data: { docs: ownSearch(request) ? [shown] : [], total: { value: ownSearch(request) ? 1 : 0 } } }),
    [`GET /api/search/v1/models/${shown.uniqueId}/features`]: { status: 200, data: { models: [], features: [] } },
    'GET /api/v1/setting/S-AND-O-GROUP-ORDER': { status: 200, data: { value: [] } },
    'GET /api/content/v1/documents/brands_landing/montana': { status: 200, data: { id: 'bl', uid: 'montana', type: 'brands_landing', tags: [], data: { brochures: [] } } },
    'GET /api/content/v1/documents': { status: 200, data: { page: 1, results_per_page: 100, total_results_size: 0, total_pages: 1, results: [] } },
  });
}

/** Renders the floorplan's page and waits for its floorplan to load. */
const renderPage = async () => {
  render(<MemoryRouter><ModelDetail brandName="montana" type="fifth-wheels" referenceId="273BH" /></MemoryRouter>);
  await screen.findByRole('heading', { level: 1, name: /Montana 273BH/ });
};

describe('model page gallery', () => {
  beforeEach(() => {
    siteStore.setState({ isDealer: false, isStockOnly: false });
    answerCatalog(model);
  });

  it('opens on the door-side exterior at its drawn size and offers both sides, front, rear and the floorplan', async () => {
    await renderPage();
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

  it('offers Build, Request a Quote for this floorplan and Find a Dealer beside it', async () => {
    await renderPage();
    const summary = screen.getByRole('heading', { level: 1, name: /Montana 273BH/ }).parentElement!;
    expect(within(summary).getByRole('link', { name: 'Select Floorplan & Build Montana 273BH' })).toHaveAttribute('href', '/build-my-rv/montana/fifth-wheels/273BH');
    expect(within(summary).getByRole('link', { name: 'Request a Quote Montana 273BH' }))
      .toHaveAttribute('href', '/contact-us?form=quote&brand=MO&productType=Fifth+Wheels&floorPlan=Montana+273BH');
    expect(within(summary).getByRole('link', { name: 'Find a Dealer Montana 273BH' })).toHaveAttribute('href', '/find-a-dealer');
  });

  it('shows the region as a shopper reads it, not the data\'s BOTH', async () => {
    answerCatalog(modelFixture({ specs: { REGION: 'BOTH' } }));
    await renderPage();
    expect(screen.getByText('All regions')).toBeInTheDocument();
    expect(screen.queryByText('BOTH')).not.toBeInTheDocument();
  });

  it('shows the view a thumbnail names', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show Montana 273BH exterior, rear' }));
    expect(screen.getByRole('img', { name: 'Montana 273BH exterior, rear' })).toHaveAttribute('src', '/api/media/elevation/MO-273BH-2026/rear.svg');
    expect(screen.getByRole('button', { name: 'Show Montana 273BH exterior, rear' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show Montana 273BH floorplan' }));
    expect(screen.getByRole('img', { name: 'Montana 273BH floorplan' })).toHaveAttribute('src', '/api/catalog/floorplans/MO-273BH-2026/main.svg');
  });

  it('shares the door side as a PNG in the head it writes (crawlers do not read SVG)', async () => {
    await renderPage();
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/api/media/elevation/MO-273BH-2026/side-right.png');
    expect(document.head.querySelector('meta[name="twitter:image"]')).toHaveAttribute('content', 'http://localhost/api/media/elevation/MO-273BH-2026/side-right.png');
  });

  it('draws the specifications and features of the floorplan apart (React meets no two parts under one key)', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage();
    expect(errors.mock.calls.map((call) => String(call[0])).filter((message) => message.includes('same key'))).toEqual([]);
    errors.mockRestore();
  });
});
