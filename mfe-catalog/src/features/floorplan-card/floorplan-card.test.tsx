import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rv/shared-lib/router';
import { siteStore } from '@rv/shared-lib';
import { compareStore } from '@rv/shared-lib/catalog';
import { CatalogModeProvider } from '../catalog-browser/catalog-mode';
import { modelFixture } from '../test-fixtures';
import { FloorplanCard } from './components/floorplan-card.component';
import { FLOORPLAN_CARD_SPECS } from './card-specs';
import { pageWindow } from './components/pagination.component';
import { FloorplanGrid } from './components/floorplan-grid.component';
import { loadSphereViewer } from '../tour-viewer/load-sphere-viewer';

// The 360° viewer's chunk, mocked where it is loaded (no WebGL here): records what it was asked to show.
jest.mock('../tour-viewer/load-sphere-viewer', () => ({ loadSphereViewer: jest.fn() }));
const shown: string[] = [];
(loadSphereViewer as jest.Mock).mockResolvedValue({ mountSphereViewer: (_host: HTMLElement, panorama: string) => { shown.push(panorama); return () => undefined; } });

const renderIn = (ui: React.ReactNode, dealer?: boolean) =>
  render(<MemoryRouter><CatalogModeProvider dealer={dealer}>{ui}</CatalogModeProvider></MemoryRouter>);

describe('floorplan card', () => {
  beforeEach(() => {
    compareStore.setState({ items: [], open: false });
    siteStore.setState({ isDealer: false, isStockOnly: false });
  });

  it('shows title, description, formats, the new label and Build to the build entry', () => {
    renderIn(<FloorplanCard model={modelFixture()} />);
    const card = screen.getByRole('article', { name: /Montana 273BH/ });
    expect(within(card).getByRole('link', { name: 'Montana 273BH' })).toHaveAttribute('href', '/product/montana/fifth-wheels/floorplans/273BH');
    expect(card).toHaveTextContent('Base MSRP:$67,095*');
    expect(card).toHaveTextContent('8,910 lb');
    expect(card).toHaveTextContent(`27' 6"`);
    expect(card).toHaveTextContent('Sleeps:5');
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Build Montana 273BH' })).toHaveAttribute('href', '/build-my-rv/montana/fifth-wheels/273BH');
  });

  it('shows the door-side exterior and the floorplan drawing, loaded lazily at their drawn sizes; Zoom opens the floorplan drawing', async () => {
    renderIn(<FloorplanCard model={modelFixture()} />);
    const exterior = within(screen.getByRole('article')).getByRole('img', { name: 'Montana 273BH exterior, door side' });
    expect(exterior).toHaveAttribute('src', '/api/media/elevation/MO-273BH-2026/side-right.svg');
    expect(exterior).toHaveAttribute('width', '1600');
    expect(exterior).toHaveAttribute('height', '600');
    expect(exterior).toHaveAttribute('loading', 'lazy');
    // The card's thumbnail is the floorplan drawing Zoom opens, at the thumbnail's drawn size.
    const plan = within(screen.getByRole('article')).getByRole('img', { name: 'Montana 273BH floorplan' });
    expect(plan).toHaveAttribute('src', '/img.svg');
    expect(plan).toHaveAttribute('width', '600');
    expect(plan).toHaveAttribute('loading', 'lazy');
    await userEvent.click(screen.getByRole('button', { name: /Zoom/ }));
    expect(within(await screen.findByRole('dialog', { name: 'Montana 273BH floorplan' })).getByRole('img', { name: 'Montana 273BH floorplan' })).toHaveAttribute('src', '/img.svg');
  });

  it('reads no specification beyond FLOORPLAN_CARD_SPECS, which searches shown only as cards ask for', () => {
    for (const specs of [{}, { 'STOCK-ONLY': true, 'NEW-FLOORPLAN': false }]) {
      const full = modelFixture({ specs });
      const onlyCardSpecs = { ...full, specifications: Object.fromEntries(FLOORPLAN_CARD_SPECS.map((code) => [code, full.specifications[code]])) };
      const { container: asked, unmount } = renderIn(<FloorplanCard model={onlyCardSpecs} />);
      const drawnFromAsked = asked.textContent;
      unmount();
      const { container: whole, unmount: unmountWhole } = renderIn(<FloorplanCard model={full} />);
      expect(drawnFromAsked).toBe(whole.textContent);
      unmountWhole();
    }
  });

  it('shows TBD and not defined for missing values', () => {
    renderIn(<FloorplanCard model={modelFixture({ specs: { MSRP: 0, SHIPPINGWEIGHT: null, LENGTH: 0 } })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Base MSRP:TBD');
    expect(card).toHaveTextContent('Weight:not defined');
  });

  it('puts Request a Quote (the quote form on this floorplan) and Find a Dealer beside Build', () => {
    renderIn(<FloorplanCard model={modelFixture()} />);
    const card = screen.getByRole('article', { name: /Montana 273BH/ });
    expect(within(card).getByRole('link', { name: 'Request a Quote Montana 273BH' }))
      .toHaveAttribute('href', '/contact-us?form=quote&brand=MO&productType=Fifth+Wheels&floorPlan=Montana+273BH');
    expect(within(card).getByRole('link', { name: 'Find a Dealer Montana 273BH' })).toHaveAttribute('href', '/find-a-dealer');
  });

  it('labels dealer stock and hides Build on it, keeping the quote and dealer links', () => {
    renderIn(<FloorplanCard model={modelFixture({ specs: { 'STOCK-ONLY': true } })} />);
    expect(screen.getByText('Dealer Stock Only')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Build/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Request a Quote/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Find a Dealer/ })).toBeInTheDocument();
  });

  it('hides Build, Request a Quote and Find a Dealer for dealers and opens links in new tabs', () => {
    renderIn(<FloorplanCard model={modelFixture()} />, true);
    expect(screen.queryByRole('link', { name: /^Build/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Request a Quote|^Find a Dealer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Montana 273BH' })).toHaveAttribute('target', '_blank');
  });

  it('offers 360° only where the floorplan has a tour, never the drawing Zoom shows', () => {
    renderIn(<><FloorplanCard model={modelFixture({ uniqueId: 'MO-273BH-2026', has360: true, linkto360: null })} /><FloorplanCard model={modelFixture({ uniqueId: 'MO-280RS-2026', name: 'Montana 280RS', has360: false, linkto360: null })} /></>);
    expect(screen.getAllByRole('button', { name: /^Zoom/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /360/ })).not.toBeInTheDocument();
  });

  it('opens the zoom and 360 viewers and toggles compare', async () => {
    const user = userEvent.setup();
    renderIn(<FloorplanCard model={modelFixture()} />);
    const zoom = screen.getByRole('button', { name: /Zoom/ });
    await user.click(zoom);
    // The viewers' code arrives on the first opening; Escape closes and gives focus back.
    expect(await screen.findByRole('dialog', { name: 'Montana 273BH floorplan' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zoom).toHaveFocus();
    const tour = screen.getByRole('button', { name: /360/ });
    await user.click(tour);
    expect(await screen.findByRole('dialog', { name: 'Montana 273BH 360° view' })).toBeInTheDocument();
    expect(screen.getByRole('application', { name: 'Montana 273BH interior' })).toBeInTheDocument();
    await waitFor(() => expect(shown).toEqual([modelFixture().linkto360]), { timeout: 5000 });
    await user.keyboard('{Escape}');
    expect(tour).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: /Compare Montana 273BH/ }));
    expect(compareStore.getState().items.map((i) => i.uniqueId)).toEqual(['MO-273BH-2026']);
  });
});

describe('floorplan grid states', () => {
  const props = { total: 0, page: 1, onRetry: jest.fn() };
  it('loading', () => {
    renderIn(<FloorplanGrid {...props} status="loading" models={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading floorplans');
  });
  it('empty', () => {
    renderIn(<FloorplanGrid {...props} status="success" models={[]} />);
    expect(screen.getByText(/No floorplans match/)).toBeInTheDocument();
  });
  it('error with retry', async () => {
    const onRetry = jest.fn();
    renderIn(<FloorplanGrid {...props} onRetry={onRetry} status="error" models={[]} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
  it('data with 12 per page paging', () => {
    const models = Array.from({ length: 12 }, (_, i) => modelFixture({ uniqueId: `MO-${i}-2026`, referenceId: String(i), name: `Montana ${i}` }));
    renderIn(<FloorplanGrid {...props} status="success" models={models} total={30} />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const pager = screen.getByRole('navigation', { name: 'Floorplan pages' });
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/?page=3');
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
  it.each([
    [1, 30, [1, 2, 3, null, 30]],
    [10, 30, [1, null, 8, 9, 10, 11, 12, null, 30]],
    [30, 30, [1, null, 28, 29, 30]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %p of %p links %p (first, last, two either side)', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});
