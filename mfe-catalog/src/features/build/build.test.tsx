import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@rv/shared-lib/router';
import { loadExposedComponent } from '@rv/shared-lib';
import type { Model } from '@rv/shared-lib/catalog';
import { mockApi, requestsTo, type MockHandler, type MockReply, type MockRequest } from '@rv/shared-lib/testing';
import { towVehiclePreset, towVehicleStore, type BuildModelOptions, type SavedBuild } from '../build-state';
import { POSTAL_CODE_MESSAGE } from '@rv/domain/locale';
import type { BuildMatchAnswer } from '../inventory/api/inventory.resource';
import { ConfigureBuild } from './components/configure-build.component';
import { BuildSummary } from './components/build-summary.component';
import { ChooseFloorplan } from './components/choose-floorplan.component';
import { modelFixture } from '../test-fixtures';

// The lead form is the forms remote's code, loaded at run time.
jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), loadExposedComponent: jest.fn() }));

const MODEL: BuildModelOptions = {
  uniqueId: 'CG-273BH-2026', referenceId: '273BH', modelYear: 2026, name: 'Cougar 273BH', brandSlug: 'cougar', brandName: 'Cougar', brandCode: 'CG', typeClassSlug: 'travel-trailers',
  basePrice: 50000, shippingWeight: 7000, carryingCapacity: 1500, hitchWeight: 840, fifthWheel: false, years: [2026, 2025],
  options: [
    { code: 'package-1', kind: 'package', name: 'OPTION PACKAGE 1', group: 'Packages', price: 1999, weight: 50, includes: ['outdoor-tv-mount'] },
    { code: 'outdoor-tv-mount', kind: 'option', name: 'Outdoor TV Mount', group: 'Exterior', price: 499, weight: 10, includes: [] },
    { code: 'heat-pump', kind: 'option', name: 'Heat Pump', group: 'Convenience', price: 1199, weight: 40, includes: [] },
  ],
};

const at = (url: string, element: React.ReactNode) => render(
  <MemoryRouter initialEntries={[url]}><Routes><Route path="*" element={element} /></Routes></MemoryRouter>,
);

/** The build and price service (the floorplan's options, saved builds), dealer stock, the catalogue search and the content service's decors (none). */
const OPTIONS = 'GET /api/web/form/buildprice/models/273BH/options';
const SAVE = 'POST /api/web/form/buildprice';
const MATCHES = 'GET /api/inventory/v1/build-matches';
const savedAt = (token: string) => `GET /api/web/form/buildprice/${token}`;
const found = (data: unknown): MockReply => ({ status: 200, data });
let log: MockRequest[] = [];
const answerApi = (routes: Record<string, MockHandler> = {}) => (log = mockApi({
  [OPTIONS]: found(MODEL),
  'GET /api/content/v1/documents': found({ page: 1, results_per_page: 100, total_results_size: 0, total_pages: 1, results: [] }),
  ...routes,
}));
/** Floorplans as the catalogue search answers them. */
const floorplans = (docs: Model[]) => ({ 'POST /api/search/v1/models': found({ docs, total: { value: docs.length } }) });
const saved = (build: SavedBuild) => ({ [savedAt(build.token)]: found(build) });
const matches = (answer: BuildMatchAnswer) => ({ [MATCHES]: found(answer) });
/** The builds the page saved, as it sent them. */
const savedBuilds = () => requestsTo(log, SAVE).map((r) => r.body);

beforeEach(() => {
  towVehicleStore.getState().choose(null);
  answerApi();
});

describe('configure a build', () => {
  it('shows packages and options with names and prices, and the total follows the choices', async () => {
    at('/build-my-rv/cougar/travel-trailers/273BH?year=2026', <ConfigureBuild brandSlug="cougar" classSlug="travel-trailers" referenceId="273BH" />);
    expect(await screen.findByRole('heading', { name: /Build your Cougar 273BH/ })).toBeInTheDocument();
    expect(screen.getByText('Total: $50,000')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('checkbox', { name: /Heat Pump/ }));
    expect(screen.getByText('Total: $51,199')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /OPTIONAL PACKAGE ONE/ }));
    expect(screen.getByText('Total: $53,198')).toBeInTheDocument();
    const tv = screen.getByRole('checkbox', { name: /^Outdoor TV Mount/ });
    expect(tv).toBeDisabled();
    expect(tv).toBeChecked();
    expect(screen.getByRole('link', { name: 'Review summary' })).toHaveAttribute('href', '/build-my-rv/cougar/travel-trailers/273BH/summary?year=2026&options=heat-pump%2Cpackage-1');
    expect(await screen.findByText(/Decor choices are not available/)).toBeInTheDocument();
  });

  it('estimates the monthly payment beside the total, with rate, term and down payment editable and named when wrong', async () => {
    at('/build-my-rv/cougar/travel-trailers/273BH?year=2026', <ConfigureBuild brandSlug="cougar" classSlug="travel-trailers" referenceId="273BH" />);
    const estimate = await screen.findByRole('region', { name: 'Estimate your payment' });
    // $50,000 at 7.99% APR over 180 months is $477.54 a month.
    expect(within(estimate).getByRole('status')).toHaveTextContent('Est. $478/mo*');
    expect(estimate).toHaveTextContent('An estimate only, not an offer of credit: $50,000 financed over 180 months at 7.99% APR');
    const rate = within(estimate).getByRole('textbox', { name: 'Interest rate (APR %)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '6');
    const term = within(estimate).getByRole('textbox', { name: 'Term (months)' });
    await userEvent.clear(term);
    await userEvent.type(term, '240');
    await userEvent.type(within(estimate).getByRole('textbox', { name: 'Down payment ($)' }), '10000');
    // $40,000 at 6% over 240 months is $286.57.
    expect(within(estimate).getByRole('status')).toHaveTextContent('Est. $287/mo*');
    await userEvent.click(screen.getByRole('checkbox', { name: /Heat Pump/ }));
    expect(estimate).toHaveTextContent('$41,199 financed over 240 months at 6% APR');
    await userEvent.clear(term);
    await userEvent.type(term, '6');
    expect(term).toHaveAccessibleDescription('Term must be a whole number of months from 12 to 240.');
    expect(term).toHaveAttribute('aria-invalid', 'true');
    expect(within(estimate).getByRole('status')).toHaveTextContent('Check the terms below');
  });

  it('offers exterior paint as one choice: standard graphics to start, one paint at a time, priced into the total', async () => {
    const paint = (name: string) => ({ code: name.toLowerCase().replace(/\W+/g, '-'), kind: 'option' as const, name, group: 'Exterior Paint', price: 4999, weight: 110, includes: [] });
    answerApi({ [OPTIONS]: found({ ...MODEL, options: [...MODEL.options, paint('Full-Body Paint: Black Pearl'), paint('Full-Body Paint: Champagne Gold')] }) });
    at('/build-my-rv/cougar/travel-trailers/273BH?year=2026', <ConfigureBuild brandSlug="cougar" classSlug="travel-trailers" referenceId="273BH" />);
    const paints = await screen.findByRole('group', { name: 'Exterior Paint' });
    expect(within(paints).getByRole('radio', { name: /Standard graphics/ })).toBeChecked();
    await userEvent.click(within(paints).getByRole('radio', { name: /Black Pearl/ }));
    expect(screen.getByText('Total: $54,999')).toBeInTheDocument();
    await userEvent.click(within(paints).getByRole('radio', { name: /Champagne Gold/ }));
    expect(within(paints).getByRole('radio', { name: /Black Pearl/ })).not.toBeChecked();
    expect(screen.getByText('Total: $54,999')).toBeInTheDocument();
    await userEvent.click(within(paints).getByRole('radio', { name: /Standard graphics/ }));
    expect(screen.getByText('Total: $50,000')).toBeInTheDocument();
  });

  it('offers a retry when the options fail to load', async () => {
    let asks = 0;
    answerApi({ [OPTIONS]: () => (++asks === 1 ? { status: 500 } : found(MODEL)) });
    at('/build-my-rv/cougar/travel-trailers/273BH', <ConfigureBuild brandSlug="cougar" classSlug="travel-trailers" referenceId="273BH" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The options could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Build your/ })).toBeInTheDocument();
  });
});

describe('choosing a floorplan', () => {
  it('each card shows hitch or pin weight and cargo capacity, and says when the remembered tow vehicle is over its ratings', async () => {
    answerApi(floorplans([
      modelFixture({ specs: { SHIPPINGWEIGHT: 12800, CARRYINGCAPACITY: 2700, HITCHWEIGHT: 2560, 'RV-TYPE': 'Fifth Wheel' } }),
      modelFixture({ uniqueId: 'CG-22RBS-2026', referenceId: '22RBS', name: 'Cougar 22RBS', specs: { SHIPPINGWEIGHT: 5000, CARRYINGCAPACITY: 1300, HITCHWEIGHT: 600, 'RV-TYPE': 'Travel Trailer' } }),
    ]));
    towVehicleStore.getState().choose(towVehiclePreset('half-ton')!);
    at('/build-my-rv/montana/fifth-wheels', <ChooseFloorplan brandSlug="montana" classSlug="fifth-wheels" />);
    const [heavy, light] = await screen.findAllByRole('article');
    expect(heavy).toHaveTextContent('Pin weight 2,560 lb · Cargo capacity 2,700 lb');
    expect(heavy).toHaveTextContent('Over your half-ton truck\'s towing capacity and payload');
    expect(light).toHaveTextContent('Hitch weight 600 lb · Cargo capacity 1,300 lb');
    expect(light).not.toHaveTextContent('Over your');
  });

  it('each card shows its door side drawn from its specs, the first at once and the rest as they scroll in', async () => {
    answerApi(floorplans([
      modelFixture(), modelFixture({ uniqueId: 'CG-22RBS-2026', referenceId: '22RBS', name: 'Cougar 22RBS' }),
    ]));
    at('/build-my-rv/montana/fifth-wheels', <ChooseFloorplan brandSlug="montana" classSlug="fifth-wheels" />);
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first).getByRole('img', { name: 'Montana 273BH exterior, door side' })).toHaveAttribute('src', '/api/media/elevation/MO-273BH-2026/side-right.svg');
    expect(within(first).getByRole('img')).toHaveAttribute('loading', 'eager');
    const later = within(second).getByRole('img', { name: 'Cougar 22RBS exterior, door side' });
    expect(later).toHaveAttribute('src', '/api/media/elevation/CG-22RBS-2026/side-right.svg');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('width', '1600');
    expect(later).toHaveAttribute('height', '600');
  });
});

describe('live weight while configuring', () => {
  const configure = () => at('/build-my-rv/cougar/travel-trailers/273BH?year=2026', <ConfigureBuild brandSlug="cougar" classSlug="travel-trailers" referenceId="273BH" />);

  it('shows estimated weight, hitch weight and cargo left beside the price, and each option moves them', async () => {
    configure();
    const weights = await screen.findByTestId('build-weights');
    expect(within(weights).getByText('Estimated weight').nextSibling).toHaveTextContent('7,000 lb');
    expect(screen.getByTestId('build-hitch-weight')).toHaveTextContent('840 lb');
    expect(screen.getByTestId('build-cargo')).toHaveTextContent('1,500 lb');
    expect(screen.getByRole('checkbox', { name: /Heat Pump/ }).closest('label')).toHaveTextContent('Adds 40 lb');
    await userEvent.click(screen.getByRole('checkbox', { name: /Heat Pump/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /OPTIONAL PACKAGE ONE/ }));
    // 40 + 50 lb of options; 12% of it on the hitch.
    expect(screen.getByTestId('build-weight')).toHaveTextContent('7,090 lb');
    expect(screen.getByTestId('build-hitch-weight')).toHaveTextContent('851 lb');
    expect(screen.getByTestId('build-cargo')).toHaveTextContent('1,410 lb');
    expect(screen.getByText('Total: $53,198')).toBeInTheDocument();
  });

  it('warns when the chosen tow vehicle would be over its ratings, and the choice is remembered', async () => {
    configure();
    const picker = await screen.findByRole('combobox', { name: 'Tow vehicle' });
    // Drawn as the site's form controls, not a bare native select.
    expect(picker).toHaveClass('control');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.selectOptions(picker, 'suv-light');
    expect(await screen.findByRole('alert')).toHaveTextContent('Over your tow vehicle\'s towing capacity: this build weighs about 7,000 lb before any cargo; your vehicle is rated to tow 5,000 lb.');
    expect(towVehicleStore.getState().vehicle?.id).toBe('suv-light');
    await userEvent.selectOptions(picker, 'one-ton');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Within your 1-ton truck or larger's towing capacity and payload/)).toBeInTheDocument();
  });

  it('starts from the vehicle chosen in the product advisor', async () => {
    towVehicleStore.getState().choose(towVehiclePreset('half-ton')!);
    configure();
    expect(await screen.findByRole('combobox', { name: 'Tow vehicle' })).toHaveValue('half-ton');
    // 7,000 + 1,500 = 8,500 GVWR: within the half-ton's rating, not within the 20% margin.
    expect(screen.getByRole('alert')).toHaveTextContent('Within your vehicle\'s ratings, but not with the 20% safety margin we recommend.');
  });

  it('calls a fifth wheel\'s tongue load pin weight', async () => {
    answerApi({ [OPTIONS]: found({ ...MODEL, fifthWheel: true }) });
    configure();
    expect(await screen.findByText('Pin weight')).toBeInTheDocument();
  });
});

describe('the summary', () => {
  const props = { brandSlug: 'cougar', classSlug: 'travel-trailers', referenceId: '273BH' };

  it('lists base MSRP, each option, decor and the total from the URL', async () => {
    at('/x/summary?year=2026&options=heat-pump&decor=urban-loft', <BuildSummary {...props} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Base MSRP/ })).toHaveTextContent('$50,000*');
    expect(within(table).getByRole('row', { name: /Heat Pump/ })).toHaveTextContent('$1,199');
    expect(within(table).getByRole('row', { name: /Decor/ })).toHaveTextContent('Urban Loft');
    expect(screen.getByTestId('build-total')).toHaveTextContent('$51,199');
    // Under the title, the floorplan's door side drawn from its specs, asked for first (it is the page's largest paint).
    const exterior = screen.getByRole('img', { name: 'Cougar 273BH exterior, door side' });
    expect(exterior).toHaveAttribute('src', '/api/media/elevation/CG-273BH-2026/side-right.svg');
    expect(exterior).toHaveAttribute('fetchpriority', 'high');
    expect(exterior).toHaveAttribute('width', '1600');
    // The printed sheet carries the weights too.
    expect(screen.getByTestId('build-weight')).toHaveTextContent('7,040 lb');
    expect(screen.getByTestId('build-cargo')).toHaveTextContent('1,460 lb');
    expect(screen.getByRole('button', { name: 'Print spec sheet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my build to a dealer' })).toBeInTheDocument();
  });

  it('restores a shared build and names an option that is gone', async () => {
    answerApi(saved({
      token: 'AAAAAAAAAAAAAAAA', referenceId: '273BH', modelYear: 2026, modelName: 'Cougar 273BH', decor: null, createdAt: '', model: MODEL,
      options: [{ code: 'heat-pump', name: 'Heat Pump', price: 1199 }], missing: { model: false, options: [{ code: 'hot-tub', name: 'Hot Tub', price: 9999 }] },
    }));
    at('/x/summary?build=AAAAAAAAAAAAAAAA', <BuildSummary {...props} />);
    expect(await screen.findByText('Hot Tub is no longer offered on this floorplan and was left out.')).toBeInTheDocument();
    expect(screen.getByTestId('build-total')).toHaveTextContent('$51,199');
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue('http://localhost/build-my-rv/cougar/travel-trailers/273BH/summary?build=AAAAAAAAAAAAAAAA');
  });

  it('says when the model is gone and keeps what was chosen', async () => {
    answerApi(saved({
      token: 'AAAAAAAAAAAAAAAA', referenceId: '273BH', modelYear: 2026, modelName: 'Cougar 273BH', decor: 'urban-loft', createdAt: '', model: null,
      options: [], missing: { model: true, options: [{ code: 'heat-pump', name: 'Heat Pump', price: 1199 }] },
    }));
    at('/x/summary?build=AAAAAAAAAAAAAAAA', <BuildSummary {...props} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The Cougar 273BH 2026 is no longer offered');
    expect(screen.getByText(/It had: Heat Pump; decor Urban Loft/)).toBeInTheDocument();
  });

  it('an unknown link is a clear 404', async () => {
    answerApi({ [savedAt('BBBBBBBBBBBBBBBB')]: { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'No saved build.' } } });
    at('/x/summary?build=BBBBBBBBBBBBBBBB', <BuildSummary {...props} />);
    expect(await screen.findByText(/We could not find a saved build for this link/)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});

describe('find one near me and send the build', () => {
  const props = { brandSlug: 'cougar', classSlug: 'travel-trailers', referenceId: '273BH' };
  const unit = (vin: string, distance: number, matchingOptions: string[], dealer: string) => ({
    vin, referenceId: '273BH', modelYear: 2026, modelName: 'Cougar 273BH', brandCode: 'CG', brandSlug: 'cougar', brandName: 'Cougar', typeClassSlug: 'travel-trailers',
    price: 51999, status: 'In Stock', options: ['Heat Pump', 'Outdoor TV Mount'], stockedOn: '2025-04-01', distance, matchingOptions,
    dealer: { dealerNumber: dealer, name: `Dealer ${dealer}`, city: 'Goshen', state: 'IN', zip: '46526', phone: '574-555-0100' },
  });

  it('lists nearby units of the floorplan and year, closest first, with how many of the build\'s options each has', async () => {
    answerApi(matches({
      origin: { label: 'Goshen, IN 46526', radius: 150 }, chosen: 2,
      units: [unit('4YDT27320SC000001', 4.2, ['Heat Pump', 'Outdoor TV Mount'], 'D1'), unit('4YDT27320SC000002', 38, [], 'D2')],
    }));
    at('/x/summary?year=2026&options=heat-pump,package-1', <BuildSummary {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Find one near me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search dealer stock' }));
    expect(screen.getByRole('alert')).toHaveTextContent(POSTAL_CODE_MESSAGE);
    expect(requestsTo(log, MATCHES)).toEqual([]);
    await userEvent.type(screen.getByLabelText('Your ZIP or postal code'), '46526');
    await userEvent.selectOptions(screen.getByLabelText('Within'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Search dealer stock' }));
    // The package's included option counts as chosen; the package itself does not.
    await waitFor(() => expect(requestsTo(log, MATCHES).map((r) => r.params)).toEqual([{ floorplan: '273BH', year: 2026, zip: '46526', radius: 250, options: 'outdoor-tv-mount,heat-pump' }]));
    expect(await screen.findByText('2 in stock within 150 miles of Goshen, IN 46526, closest first')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Units in stock near you' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Dealer D1 · 4.2 mi');
    expect(within(items[0]).getByTestId('matching-options')).toHaveTextContent('Has 2 of your 2 options: Heat Pump, Outdoor TV Mount');
    expect(within(items[1]).getByTestId('matching-options')).toHaveTextContent('Has 0 of your 2 options');
  });

  it('says when nothing is in stock nearby', async () => {
    answerApi(matches({ origin: { label: 'Goshen, IN 46526', radius: 150 }, chosen: 0, units: [] }));
    at('/x/summary?year=2026', <BuildSummary {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Find one near me' }));
    await userEvent.type(screen.getByLabelText('Your ZIP or postal code'), '46526');
    await userEvent.click(screen.getByRole('button', { name: 'Search dealer stock' }));
    expect(await screen.findByText(/No Cougar 273BH 2026 in dealer stock within 150 miles of Goshen/)).toBeInTheDocument();
  });

  it('"Send my build to this dealer" saves the build once and opens the lead form with the token, the dealer and the unit', async () => {
    const leadProps: unknown[] = [];
    jest.mocked(loadExposedComponent).mockResolvedValue(((p: Record<string, unknown>) => { leadProps.push(p); return <p>Lead form for {String(p.buildToken)}</p>; }) as React.ComponentType<unknown>);
    answerApi({
      [SAVE]: found({ token: 'TOKEN00000000001' }),
      ...matches({ origin: { label: 'Goshen, IN 46526', radius: 150 }, chosen: 1, units: [unit('4YDT27320SC000001', 4.2, ['Heat Pump'], 'D1')] }),
    });
    at('/x/summary?year=2026&options=heat-pump', <BuildSummary {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Find one near me' }));
    await userEvent.type(screen.getByLabelText('Your ZIP or postal code'), '46526');
    await userEvent.click(screen.getByRole('button', { name: 'Search dealer stock' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send my build to this dealer: Dealer D1' }));
    expect(await screen.findByText('Lead form for TOKEN00000000001')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send my Cougar 273BH 2026 to Dealer D1' })).toBeInTheDocument();
    expect(leadProps.at(-1)).toMatchObject({
      variant: 'dealer', brand: 'CG', productType: 'Travel Trailers', floorPlan: 'Cougar 273BH', buildToken: 'TOKEN00000000001', vin: '4YDT27320SC000001', dealer: { dealerNumber: 'D1', name: 'Dealer D1' },
    });
    expect(savedBuilds()).toEqual([{ referenceId: '273BH', modelYear: 2026, options: ['heat-pump'], decor: null }]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Send my build to a dealer' }));
    expect(await screen.findByText('Lead form for TOKEN00000000001')).toBeInTheDocument();
    // The form starts on the built floorplan: Product Type and Floor Plan filled.
    expect(leadProps.at(-1)).toMatchObject({ brand: 'CG', productType: 'Travel Trailers', floorPlan: 'Cougar 273BH', buildToken: 'TOKEN00000000001' });
    expect(leadProps.at(-1)).not.toHaveProperty('dealer');
    await userEvent.keyboard('{Escape}');
    // Sharing the build gives the same saved build's link.
    await userEvent.click(screen.getByRole('button', { name: 'Save & share my build' }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue('http://localhost/build-my-rv/cougar/travel-trailers/273BH/summary?build=TOKEN00000000001');
    expect(savedBuilds()).toHaveLength(1);
  });

  it('a shared build is sent with its own token, without saving again', async () => {
    jest.mocked(loadExposedComponent).mockResolvedValue(((p: Record<string, unknown>) => <p>Lead form for {String(p.buildToken)}</p>) as React.ComponentType<unknown>);
    answerApi(saved({
      token: 'AAAAAAAAAAAAAAAA', referenceId: '273BH', modelYear: 2026, modelName: 'Cougar 273BH', decor: null, createdAt: '', model: MODEL,
      options: [{ code: 'heat-pump', name: 'Heat Pump', price: 1199 }], missing: { model: false, options: [] },
    }));
    at('/x/summary?build=AAAAAAAAAAAAAAAA', <BuildSummary {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send my build to a dealer' }));
    expect(await screen.findByText('Lead form for AAAAAAAAAAAAAAAA')).toBeInTheDocument();
    expect(savedBuilds()).toEqual([]);
  });
});
