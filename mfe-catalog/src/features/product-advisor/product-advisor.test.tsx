import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@rv/shared-lib/router';
import { towVehiclePreset, towVehicleStore } from '../build-state';
import { afterPendingWork, mockApi, requestsTo, type MockHandler, type MockRequest } from '@rv/shared-lib/testing';
import { modelFixture } from '../test-fixtures';
import { ProductAdvisor } from './components/product-advisor.component';

/** The catalogue search the advisor asks (POST, a read). */
const MODELS = 'POST /api/search/v1/models';
let log: MockRequest[] = [];
const answerSearch = (reply: MockHandler) => (log = mockApi({ [MODELS]: reply }));

const weights = (shipping: number, carrying: number, hitch: number) => ({ SHIPPINGWEIGHT: shipping, CARRYINGCAPACITY: carrying, HITCHWEIGHT: hitch });
/** GVWR 6,300 lb, hitch 700: within a half-ton's margin (6,800 / 1,440). */
const LIGHT = modelFixture({ uniqueId: 'CG-22RBS-2026', referenceId: '22RBS', name: 'Cougar 22RBS', specs: weights(5000, 1300, 700) });
/** GVWR 7,900 lb: within the half-ton's 8,500 rating but not its 20% margin. */
const TOO_HEAVY = modelFixture({ uniqueId: 'CG-30RLS-2026', referenceId: '30RLS', name: 'Cougar 30RLS', specs: weights(6400, 1500, 800) });

let location = '';
function Where() {
  location = `${useLocation().pathname}${useLocation().search}`;
  return null;
}
const open = (url = '/product-advisor') => render(
  <MemoryRouter initialEntries={[url]}><Routes><Route path="*" element={<><ProductAdvisor /><Where /></>} /></Routes></MemoryRouter>,
);
const lastFilters = () => (requestsTo(log, MODELS).at(-1)!.body as { filters: unknown }).filters;

beforeEach(() => {
  towVehicleStore.getState().choose(null);
  answerSearch({ status: 200, data: { docs: [LIGHT, TOO_HEAVY], total: { value: 2 } } });
});

describe('product advisor: what can my tow vehicle pull', () => {
  it('a preset lists only floorplans within the 20% margin, keeps the vehicle in the URL and remembers it', async () => {
    open();
    expect(screen.getByText(/We keep a 20% safety margin/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Half-ton truck' }));
    expect(await screen.findByText('1 floorplan you can safely tow')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cougar 22RBS 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cougar 30RLS 2026' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Floorplans for 8,500 lb towing and 1,800 lb payload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Half-ton truck' })).toHaveAttribute('aria-pressed', 'true');
    expect(location).toBe('/product-advisor?tow=8500&payload=1800');
    expect(lastFilters()).toMatchObject({ 'models.weight': { from: 0, to: 8500 } });
    expect(towVehicleStore.getState().vehicle).toEqual({ id: 'half-ton', label: 'Half-ton truck', towingCapacity: 8500, payload: 1800 });
  });

  it('takes typed ratings, and says what is wrong with a bad one without searching', async () => {
    open();
    await userEvent.type(screen.getByLabelText('Towing capacity (lb)'), 'lots');
    await userEvent.type(screen.getByLabelText('Payload (lb)'), '1,900');
    await userEvent.click(screen.getByRole('button', { name: 'Show what I can tow' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Towing capacity must be a whole number of pounds, up to 40,000.');
    await afterPendingWork();
    expect(requestsTo(log, MODELS)).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Towing capacity (lb)'));
    await userEvent.type(screen.getByLabelText('Towing capacity (lb)'), '9,600 lb');
    await userEvent.click(screen.getByRole('button', { name: 'Show what I can tow' }));
    expect(await screen.findByRole('heading', { name: 'Floorplans for 9,600 lb towing and 1,900 lb payload' })).toBeInTheDocument();
    expect(towVehicleStore.getState().vehicle).toMatchObject({ id: 'custom', label: 'Your vehicle', towingCapacity: 9600, payload: 1900 });
  });

  it('filters like the floorplan list: brand, type, sleeps, length and price, each kept in the URL', async () => {
    open('/product-advisor?tow=8500&payload=1800');
    await screen.findByText('1 floorplan you can safely tow');
    const narrow = screen.getByRole('group', { name: 'Narrow the list' });
    await userEvent.selectOptions(within(narrow).getByLabelText('Brand'), 'cougar');
    await userEvent.selectOptions(within(narrow).getByLabelText('RV type'), 'travel-trailers');
    await userEvent.selectOptions(within(narrow).getByLabelText('Sleeps'), '6');
    await userEvent.selectOptions(within(narrow).getByLabelText('Length'), '30');
    await userEvent.selectOptions(within(narrow).getByLabelText('Max price'), '60000');
    expect(location).toBe('/product-advisor?tow=8500&payload=1800&brand=cougar&type=travel-trailers&sleeps=6&maxLength=30&maxPrice=60000');
    expect(lastFilters()).toEqual({
      model: { showOnWeb: true, active: true, typeClass: ['travel-trailers'] }, brand: { active: true, url: ['cougar'] },
      'models.weight': { from: 0, to: 8500 }, 'models.sleeps': { from: 6, to: 99 }, 'models.length': { from: 0, to: 360 }, 'models.price': { from: 0, to: 60000 },
    });
    await userEvent.selectOptions(within(narrow).getByLabelText('Brand'), '');
    expect(location).not.toContain('brand=');
  });

  it('starts from the vehicle remembered in this browser; a shared link keeps its own', async () => {
    towVehicleStore.getState().choose(towVehiclePreset('three-quarter-ton')!);
    const { unmount } = open();
    expect(await screen.findByRole('heading', { name: 'Floorplans for 13,000 lb towing and 2,800 lb payload' })).toBeInTheDocument();
    expect(screen.getByLabelText('Towing capacity (lb)')).toHaveValue('13000');
    unmount();
    open('/product-advisor?tow=5000&payload=1200');
    expect(await screen.findByRole('heading', { name: 'Floorplans for 5,000 lb towing and 1,200 lb payload' })).toBeInTheDocument();
  });

  it('offers a retry when the floorplans fail to load', async () => {
    let asks = 0;
    answerSearch(() => (++asks === 1 ? { status: 500 } : { status: 200, data: { docs: [LIGHT, TOO_HEAVY], total: { value: 2 } } }));
    open('/product-advisor?tow=8500&payload=1800');
    expect(await screen.findByRole('alert')).toHaveTextContent('Floorplans could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 floorplan you can safely tow')).toBeInTheDocument();
  });
});
