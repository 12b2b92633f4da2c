import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteStore } from '@rv/shared-lib';
import { contentPage, mockApi, requestsTo, type MockRequest } from '@rv/shared-lib/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@rv/shared-lib/router';
import type { Brand, SearchRequest } from '@rv/shared-lib/catalog';
import { aggregatesFixture, modelFixture } from '../test-fixtures';
import { useFilterPanelUi } from '../filter-panel/filter-panel.store';
import { CatalogBrowser } from './components/catalog-browser.component';

const MODELS = 'POST /api/search/v1/models';
let log: MockRequest[] = [];
/** The filters of the last floorplan search the page sent. */
const lastModelFilters = () => (requestsTo(log, MODELS).at(-1)!.body as SearchRequest).filters;

const brand = (slug: string, typeClassSlug: string): Brand => ({
  uniqueId: `${slug}-${typeClassSlug}`, name: 'Cougar', slug, url: slug, typeClass: 'Fifth Wheels', typeClassSlug, modelCount: 3, minPrice: 50000, maxPrice: 70000,
} as Brand);

let location = '';
function Where() {
  const { pathname, search } = useLocation();
  location = `${pathname}${search}`;
  return null;
}
const open = (url: string) => render(
  <MemoryRouter initialEntries={[url]}><Routes><Route path="*" element={<><CatalogBrowser /><Where /></>} /></Routes></MemoryRouter>,
);
const query = () => new URLSearchParams(location.split('?')[1] ?? '');

beforeEach(() => {
  useFilterPanelUi.setState({ sectionsOpen: {}, mobileOpen: false });
  // A known state: no location request.
  siteStore.getState().setLocation({ state: 'IN', region: 'BOTH' } as never);
  log = mockApi({
    'GET /api/content/v1/documents': { status: 200, data: contentPage([]) },
    'GET /api/content/v1/single/region_information': 'pending',
    [MODELS]: { status: 200, data: { docs: [modelFixture()], total: { value: 1 }, aggregates: aggregatesFixture } },
    'POST /api/search/v1/brands': { status: 200, data: { docs: [brand('cougar', 'fifth-wheels'), brand('cougar', 'travel-trailers')], total: { value: 2 } } },
  });
});

describe('RV Finder', () => {
  it('titles the phone header with the panel title (spec: screens and routes, mobile header)', async () => {
    open('/product');
    // The phone header's title, then the panel's own (hidden on desktop by the stylesheet).
    const titles = await screen.findAllByRole('heading', { level: 2, name: 'RV Finder' });
    expect(titles).toHaveLength(2);
    expect(titles[0].nextElementSibling).toHaveTextContent('Select features and options to find your perfect RV.');
  });

  it('/product?brandName=cougar opens on that brand\'s floorplans (filters loaded from the URL), searched by its url', async () => {
    open('/product?brandName=cougar');
    await screen.findByText('1 floorplan');
    expect(screen.getByRole('radio', { name: 'Floorplans (1)' })).toBeChecked();
    expect(lastModelFilters()?.brand).toMatchObject({ url: ['cougar'] });
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(location).toBe('/product'));
    expect(await screen.findByText('2 RV types')).toBeInTheDocument();
  });

  it('Clear All keeps a sort the shopper chose with Sort By', async () => {
    open('/product?sleeps=4,6');
    await screen.findByText('1 floorplan');
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Sort By' })[0], 'Price: Low to High');
    await waitFor(() => expect(query().get('sort')).toBe('price:asc'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(query().get('sleeps')).toBeNull());
    expect(query().toString()).toBe('sort=price%3Aasc');
  });

  it('Clear All drops a sort that came in with the link', async () => {
    open('/product?sleeps=4,6&sort=price:asc');
    await screen.findByText('1 floorplan');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(location).toBe('/product'));
  });

  it('Region West sends BOTH and WEST, Both sends no region (spec: states and transitions, Region)', async () => {
    open('/product?view=floorplans');
    await screen.findByText('1 floorplan');
    const lastRegion = () => lastModelFilters()?.['models.region'];
    expect(lastRegion()).toBeUndefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'West');
    await waitFor(() => expect(lastRegion()).toEqual(['BOTH', 'WEST']));
    expect(query().get('region')).toBe('WEST');
  });
});
