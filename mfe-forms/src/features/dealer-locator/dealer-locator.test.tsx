import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterPendingWork, mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import DealerLocator from './components/dealer-locator.component';
import { locatorSearchString, parseLocatorQuery } from './hooks/use-locator-query';

const SEARCH = 'POST /api/web/dealer/search';
const DETAILS = 'POST /api/web/dealer/details';
const dealer = (n: number, name: string, distance: number) => ({
  DealerNumber: `D${n}`, Name: name, Address1: `${n} Main St`, City: 'Goshen', State: 'IN', Zip: '46526', Country: 'US',
  Latitude: 41.58 + n / 10, Longitude: -85.83 - n / 10, Phone: '(574) 555-010' + n, Email: `d${n}@dealer.example`, Website: 'www.example.com',
  Brands: [{ Code: 'MO', Name: 'Montana' }], Hours: [{ Day: 'Monday', Open: '09:00', Close: '17:00' }, { Day: 'Sunday', Open: null, Close: null }], Distance: distance,
});
const FOUND = { status: 200, data: { Dealers: [dealer(1, 'Lakeside RV', 3.2), dealer(2, 'Hoosier Campers', 41.7)], TotalCount: 2, Page: 1, PageSize: 25, Radius: 100, Origin: { Latitude: 41.58, Longitude: -85.83, Label: 'Goshen, IN 46526' } } };

const MAP = 'GET /api/geo/map';
const OUTLINES = 'GET /api/geo/outlines/abc123';
/** A square "country" around Goshen and one border line, in [lng, lat]. */
const OUTLINE_DATA = { land: [[[-90, 38], [-80, 38], [-80, 45], [-90, 45], [-90, 38]]], borders: [[[-85, 38], [-85, 45]]] };
const mapConfig = (tileUrl: string | null = null) => ({ status: 200, data: { outlinesUrl: '/api/geo/outlines/abc123', tileUrl, attribution: tileUrl ? '© Tiles' : null } });

function setup(search: MockHandler = FOUND, extra: Record<string, MockHandler> = {}) {
  window.history.replaceState(null, '', '/find-a-dealer');
  return mockApi({
    [SEARCH]: search, 'GET /api/web/form/data/brands': { status: 200, data: [] },
    [MAP]: mapConfig(), [OUTLINES]: { status: 200, data: OUTLINE_DATA }, ...extra,
  });
}

async function searchFor(place: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('ZIP, postal code or city'), place);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('locator query in the URL', () => {
  it.each([
    ['?location=46526&radius=50&brand=MO', { location: '46526', radius: 50, brand: 'MO' }],
    ['?location=Goshen%2C+IN', { location: 'Goshen, IN', radius: 100, brand: '' }],
    ['?lat=41.5&lng=-85.8', { location: '', latitude: 41.5, longitude: -85.8, radius: 100, brand: '' }],
    ['', null],
  ])('%s', (search, query) => {
    expect(parseLocatorQuery(search)).toEqual(query);
    if (query) expect(parseLocatorQuery(locatorSearchString(query))).toEqual(query);
  });
});

describe('dealer locator (spec: the calls)', () => {
  it('starts with a prompt and a map of the whole country', async () => {
    setup();
    render(<DealerLocator />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find a Dealer' })).toBeInTheDocument();
    expect(screen.getByText(/to see dealers near you/)).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: /search to see dealers/ })).toBeInTheDocument();
  });

  it('draws the outlines the API serves (no outside service), and no tiles unless a tile layer is configured', async () => {
    const log = setup();
    const { container } = render(<DealerLocator />);
    await screen.findByRole('group', { name: /search to see dealers/ });
    await waitFor(() => expect(container.querySelectorAll('[data-testid="map-base"] path')).toHaveLength(2));
    expect(requestsTo(log, OUTLINES)).toHaveLength(1);
    const [land, borders] = Array.from(container.querySelectorAll('[data-testid="map-base"] path'));
    expect(land.getAttribute('d')).toMatch(/^M[\d.-]+ [\d.-]+(L[\d.-]+ [\d.-]+){4}Z$/);
    expect(borders.getAttribute('d')).toMatch(/^M[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+$/);
    expect(container.querySelector('[data-testid="map-base"] image')).toBeNull();
  });

  it('lays map tiles under the markers when a tile URL is configured, with its attribution', async () => {
    setup(FOUND, { [MAP]: mapConfig('/api/geo/tiles/{z}/{x}/{y}') });
    const { container } = render(<DealerLocator />);
    await searchFor('46526');
    await screen.findByRole('group', { name: /Map of 2 dealers/ });
    await waitFor(() => expect(container.querySelectorAll('[data-testid="map-base"] image').length).toBeGreaterThan(0));
    const hrefs = Array.from(container.querySelectorAll('[data-testid="map-base"] image')).map((i) => i.getAttribute('href'));
    expect(hrefs.every((h) => /^\/api\/geo\/tiles\/\d+\/\d+\/\d+$/.test(h ?? ''))).toBe(true);
    expect(screen.getByText('© Tiles')).toBeInTheDocument();
  });

  it('still shows the markers when the outlines cannot be loaded', async () => {
    const log = setup(FOUND, { [MAP]: { status: 500 } });
    const { container } = render(<DealerLocator />);
    await searchFor('46526');
    expect(await screen.findByRole('button', { name: /^1\. Lakeside RV/ })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(log, MAP)).toHaveLength(1));
    await afterPendingWork(); // The failed answer has been handled.
    expect(container.querySelector('[data-testid="map-base"] path')).toBeNull();
    expect(requestsTo(log, OUTLINES)).toHaveLength(0);
  });

  it('shows a loader while searching', async () => {
    setup('pending');
    render(<DealerLocator />);
    await searchFor('46526');
    expect(screen.getByText('Searching for dealers…')).toBeInTheDocument();
  });

  it('lists dealers nearest first with distance, phone, website and directions, and plots them', async () => {
    const log = setup();
    render(<DealerLocator />);
    const user = await searchFor('46526');
    await user.selectOptions(screen.getByLabelText('Within'), '100');
    expect(await screen.findByText('2 dealers within 100 miles of Goshen, IN 46526')).toBeInTheDocument();
    expect(requestsTo(log, SEARCH)[0].body).toMatchObject({ location: '46526', radius: 100 });
    expect(window.location.search).toBe('?location=46526&radius=100');
    const first = within(screen.getByRole('list', { name: 'Dealers' })).getAllByRole('listitem')[0];
    expect(within(first).getByRole('heading', { name: '1. Lakeside RV' })).toBeInTheDocument();
    expect(within(first).getByText('3.2 miles away')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:5745550101');
    expect(within(first).getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://www.example.com');
    expect(within(first).getByRole('link', { name: /Directions/ })).toHaveAttribute('href', expect.stringContaining('to=41.68'));
    const map = await screen.findByRole('group', { name: 'Map of 2 dealers within 100 miles of Goshen, IN 46526' });
    expect(within(map).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      '1. Lakeside RV, Goshen, IN, 3.2 miles away', '2. Hoosier Campers, Goshen, IN, 41.7 miles away',
    ]);
  });

  it('keeps the map and the list in step, by keyboard too', async () => {
    setup();
    render(<DealerLocator />);
    const user = await searchFor('46526');
    const marker = await screen.findByRole('button', { name: /^2\. Hoosier Campers/ });
    marker.focus();
    await user.keyboard('{Enter}');
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Show on map.*Hoosier Campers/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Show on map.*Lakeside RV/ }));
    expect(screen.getByRole('button', { name: /^1\. Lakeside RV/ })).toHaveAttribute('aria-pressed', 'true');
    expect(marker).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when no dealer is in range', async () => {
    setup({ status: 200, data: { ...FOUND.data, Dealers: [], TotalCount: 0, Radius: 25 } });
    render(<DealerLocator />);
    await searchFor('99999');
    expect(await screen.findByText(/No dealers within 25 miles of Goshen, IN 46526/)).toBeInTheDocument();
  });

  it('shows the API message when the place is unknown, with a retry', async () => {
    let calls = 0;
    setup(() => (calls++ === 0 ? { status: 400, data: { message: 'Invalid Location', field: 'location' } } : FOUND));
    render(<DealerLocator />);
    const user = await searchFor('Atlantis');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Location');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^2 dealers within/)).toBeInTheDocument();
  });

  it('asks for a place before searching', async () => {
    const log = setup();
    render(<DealerLocator />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a ZIP, postal code or city to search.');
    expect(requestsTo(log, SEARCH)).toHaveLength(0);
  });

  it('searches around the browser position, or says it could not get it', async () => {
    const log = setup();
    const getCurrentPosition = jest.fn((ok: PositionCallback) => ok({ coords: { latitude: 41.6, longitude: -85.9 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    render(<DealerLocator />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await screen.findByText(/^2 dealers within/);
    expect(requestsTo(log, SEARCH)[0].body).toMatchObject({ latitude: 41.6, longitude: -85.9 });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    getCurrentPosition.mockImplementation(((_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError)) as never);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not get your location');
    warn.mockRestore();
  });

  it('opens a dealer\'s details: loading, then email, brands and hours; or an error', async () => {
    let calls = 0;
    setup(FOUND, { [DETAILS]: () => (calls++ === 0 ? { status: 200, data: { Dealers: [dealer(1, 'Lakeside RV', 0)] } } : { status: 500 }) });
    render(<DealerLocator />);
    const user = await searchFor('46526');
    await user.click(await screen.findByRole('button', { name: /Details.*Lakeside RV/ }));
    expect(await screen.findByRole('link', { name: 'd1@dealer.example' })).toBeInTheDocument();
    expect(screen.getByText('09:00 – 17:00')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Details.*Hoosier Campers/ }));
    expect(await screen.findByText(/Dealer details could not be loaded/)).toBeInTheDocument();
  });

  it('"Contact this dealer" opens the lead form with the dealer chosen', async () => {
    setup();
    render(<DealerLocator />);
    const user = await searchFor('46526');
    await user.click(await screen.findByRole('button', { name: /Contact this dealer.*Lakeside RV/ }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Lakeside RV' });
    expect(within(dialog).getByRole('heading', { name: 'Contact Lakeside RV', level: 3 })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('First Name')).toBeInTheDocument());
    await user.type(within(dialog).getByLabelText('First Name'), 'Pat');
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Pat');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
