import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@rv/shared-lib/router';
import { POSTAL_CODE_MESSAGE } from '@rv/domain/locale';
import { mockApi, requestsTo, type MockHandler, type MockRequest } from '@rv/shared-lib/testing';
import type { InventoryAnswer, InventoryUnit } from './api/inventory.resource';
import { InventorySearch } from './components/inventory-search.component';

/** Dealer stock, from the inventory service. */
const UNITS = 'GET /api/inventory/v1/units';
let log: MockRequest[] = [];
const answerUnits = (reply: MockHandler) => (log = mockApi({ [UNITS]: reply }));
const stock = (answer: InventoryAnswer) => ({ status: 200, data: answer });

const unit = (vin: string, extra: Partial<InventoryUnit> = {}): InventoryUnit => ({
  vin, referenceId: '273BH', modelYear: 2026, modelName: 'Montana 273BH', brandCode: 'MO', brandSlug: 'montana', brandName: 'Montana',
  typeClassSlug: 'fifth-wheels', price: 74999, status: 'In Stock', options: ['Outdoor Kitchen', 'SolarFlex 400'], stockedOn: '2025-05-01',
  dealer: { dealerNumber: 'D1001', name: 'RV Country of Goshen', city: 'Goshen', state: 'IN', zip: '46526', phone: '574-555-0100' }, ...extra,
});

let location = '';
function Where() {
  location = `${useLocation().pathname}${useLocation().search}`;
  return null;
}
const open = (url = '/inventory') => render(
  <MemoryRouter initialEntries={[url]}><Routes><Route path="*" element={<><InventorySearch /><Where /></>} /></Routes></MemoryRouter>,
);

beforeEach(() => {
  answerUnits(stock({ units: [unit('4YDF27320SC000001'), unit('4YDF27320SC000002', { options: [], status: 'In Transit' })], total: 2, page: 1, pageSize: 12 }));
});

describe('inventory: units in dealer stock', () => {
  it('lists units with price, status, VIN, fitted options and dealer, each linking to the model and the dealer', async () => {
    open();
    expect(await screen.findByRole('heading', { name: '2 units in stock' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName('2026 Montana 273BH');
    expect(first).toHaveTextContent('$74,999 · In Stock');
    expect(first).toHaveTextContent('VIN 4YDF27320SC000001');
    expect(first).toHaveTextContent('With Outdoor Kitchen, SolarFlex 400');
    expect(first).toHaveTextContent('RV Country of Goshen, Goshen, IN');
    expect(within(first).getByRole('link', { name: 'View floorplan Montana 273BH' })).toHaveAttribute('href', '/product/montana/fifth-wheels/floorplans/273BH');
    expect(within(first).getByRole('link', { name: 'Contact RV Country of Goshen' }).getAttribute('href')).toMatch(/\?zip=46526$/);
    expect(second).toHaveTextContent('In Transit');
    expect(second).not.toHaveTextContent('With ');
  });

  it('searches by brand, type, price and distance from a ZIP, kept in the URL, nearest with its distance', async () => {
    open();
    await screen.findByRole('heading', { name: '2 units in stock' });
    answerUnits(stock({ units: [unit('4YDF27320SC000003', { distance: 12.5 })], total: 1, page: 1, pageSize: 12, origin: { label: 'Goshen, IN 46526', radius: 100 } }));
    await userEvent.type(screen.getByLabelText('ZIP or postal code'), '46526');
    await userEvent.selectOptions(screen.getByLabelText('Within'), '100');
    await userEvent.selectOptions(screen.getByLabelText('Brand'), 'MO');
    await userEvent.selectOptions(screen.getByLabelText('RV type'), 'fifth-wheels');
    await userEvent.selectOptions(screen.getByLabelText('Max price'), '80000');
    await userEvent.click(screen.getByRole('button', { name: 'Search inventory' }));
    expect(await screen.findByRole('heading', { name: '1 unit in stock within 100 miles of Goshen, IN 46526' })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(location.split('?')[1]))).toEqual({ zip: '46526', radius: '100', brand: 'MO', type: 'fifth-wheels', maxPrice: '80000' });
    expect(requestsTo(log, UNITS).at(-1)!.params).toMatchObject({ zip: '46526', radius: '100', brand: 'MO', type: 'fifth-wheels', maxPrice: '80000' });
    expect(screen.getByRole('article')).toHaveTextContent('RV Country of Goshen, Goshen, IN · 12.5 mi');
  });

  it('offers the distances nearest first, 250 miles (the API\'s default) chosen, in the site\'s form controls', async () => {
    open();
    await screen.findByRole('heading', { name: '2 units in stock' });
    const within = screen.getByRole('combobox', { name: 'Within' }) as HTMLSelectElement;
    expect([...within.options].map((o) => o.text)).toEqual(['25 miles', '50 miles', '100 miles', '250 miles', '500 miles']);
    expect(within.selectedOptions[0].text).toBe('250 miles');
    const form = screen.getByRole('search', { name: 'Search dealer inventory' });
    for (const control of [screen.getByRole('textbox', { name: 'ZIP or postal code' }), ...screen.getAllByRole('combobox')]) {
      expect(control).toHaveClass('control');
      expect(form).toContainElement(control);
    }
  });

  it('refuses text that is no ZIP or postal code, and leaves the radius out without one', async () => {
    open();
    await screen.findByRole('heading', { name: '2 units in stock' });
    await userEvent.type(screen.getByLabelText('ZIP or postal code'), '465');
    await userEvent.click(screen.getByRole('button', { name: 'Search inventory' }));
    expect(screen.getByRole('alert')).toHaveTextContent(POSTAL_CODE_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'ZIP or postal code' })).toHaveAccessibleDescription(POSTAL_CODE_MESSAGE);
    expect(location).toBe('/inventory');
    await userEvent.clear(screen.getByLabelText('ZIP or postal code'));
    await userEvent.selectOptions(screen.getByLabelText('Within'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Search inventory' }));
    expect(location).toBe('/inventory');
  });

  it.each([['90210-1234', '90210-1234'], ['K1A 0B1', 'K1A+0B1'], [' 46526 ', '46526']])('searches from a ZIP+4 or a Canadian postal code as typed (%p)', async (typed, inUrl) => {
    open();
    await screen.findByRole('heading', { name: '2 units in stock' });
    await userEvent.type(screen.getByLabelText('ZIP or postal code'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Search inventory' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location).toBe(`/inventory?zip=${inUrl}`);
  });

  it('pages on when there are more units than a page', async () => {
    answerUnits(stock({ units: [unit('4YDF27320SC000001')], total: 30, page: 1, pageSize: 12 }));
    open('/inventory?brand=MO');
    expect(await screen.findByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/inventory?brand=MO&page=2');
  });

  it('shows the API\'s message and a retry when the search fails', async () => {
    let asks = 0;
    const twoUnits = stock({ units: [unit('4YDF27320SC000001'), unit('4YDF27320SC000002')], total: 2, page: 1, pageSize: 12 });
    answerUnits(() => (++asks === 1 ? { status: 500, data: { message: 'The inventory service is down.' } } : twoUnits));
    open();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '2 units in stock' })).toBeInTheDocument();
  });
});
