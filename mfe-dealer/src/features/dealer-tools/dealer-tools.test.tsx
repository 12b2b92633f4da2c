import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from '@rv/shared-lib/router';
import { authStore } from '@rv/shared-lib';
import { DealerFrame, MOBILE_QUERY } from '../../components/dealer-frame.component';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { scheduleRouteSelection, TOOLS_TIMINGS } from './hooks/use-tools-selection';
import { dealershipOptions } from '../dealership-select/dealership-options';

const model = (name: string, typeClass: string, typeClassSlug: string, modelYear = 2026) => ({ name, referenceId: name, typeClass, typeClassSlug, modelYear });
const COUGAR = { status: 200, data: { docs: [model('22MLS', 'Travel Trailers', 'travel-trailers'), model('29BHS', 'Travel Trailers', 'travel-trailers'), model('364BHL', 'Fifth Wheels', 'fifth-wheels')], total: { value: 3 } } };

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate(to)}>go elsewhere</button>;
}

function renderFrame(route = {}) {
  return render(
    <MemoryRouter initialEntries={['/ignite/sales/dashboard']}>
      <Routes><Route path="*" element={<DealerFrame route={route}><GoTo to="/ignite/sales/learning" /></DealerFrame>} /></Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  authStore.getState().logout();
  authStore.getState().loginSuccess(dealerUser());
});

describe('Dealer Tools QUICK-NAV (dealer spec: screens and routes)', () => {
  it('loads the panel when it is first opened, with a note while it loads', async () => {
    mockApi({});
    renderFrame();
    // A synchronous click: the panel's code is still on its way when the note is checked.
    fireEvent.click(screen.getByRole('button', { name: 'Dealer Tools' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Dealer Tools…');
    expect(await screen.findByRole('complementary', { name: 'QUICK-NAV' })).toBeInTheDocument();
  });

  it('opens the panel; brand -> type -> floorplan from the search API, links open in new tabs', async () => {
    const log = mockApi({ 'POST /api/search/v1/models': COUGAR });
    renderFrame();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dealer Tools' }));
    // The panel's code loads when it is first opened (first-load budgets).
    const panel = await screen.findByRole('complementary', { name: 'QUICK-NAV' });
    expect(within(panel).getByLabelText('Brand')).toHaveTextContent('Cougar');
    expect(within(panel).getByLabelText('Type')).toBeDisabled();
    expect(within(panel).getByRole('link', { name: 'Contact dealer support' })).toHaveAttribute('href', '/ignite/sales/support');
    await user.selectOptions(within(panel).getByLabelText('Brand'), 'CG');
    await waitFor(() => expect(within(panel).getByLabelText('Type')).toBeEnabled());
    expect(requestsTo(log, 'POST /api/search/v1/models')[0].body).toMatchObject({ size: 75, filters: { brand: { referenceId: ['CG'] } } });
    await user.selectOptions(within(panel).getByLabelText('Type'), 'travel-trailers');
    expect(within(within(panel).getByLabelText('Floorplan')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select floorplan', '22MLS', '29BHS']);
    await user.selectOptions(within(panel).getByLabelText('Floorplan'), '22MLS');
    const link = within(panel).getByRole('link', { name: /View floorplan \(/ });
    expect(link).toHaveAttribute('href', '/ignite/sales/product/cougar/travel-trailers/floorplans/22MLS');
    expect(link).toHaveAttribute('target', '_blank');
    await user.selectOptions(within(panel).getByLabelText('Brand'), 'MO');
    expect(within(panel).getByLabelText('Type')).toHaveValue('');
    expect(within(panel).getByLabelText('Floorplan')).toHaveValue('');
  });

  it('shows an error with a retry when floorplans cannot load, and an empty message when there are none', async () => {
    mockApi({ 'POST /api/search/v1/models': { status: 500 } });
    renderFrame();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dealer Tools' }));
    await user.selectOptions(await screen.findByLabelText('Brand'), 'CG');
    expect(await screen.findByRole('alert')).toHaveTextContent('Floorplans could not be loaded.');
    mockApi({ 'POST /api/search/v1/models': { status: 200, data: { docs: [], total: { value: 0 } } } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No floorplans are available for this brand.')).toBeInTheDocument();
  });

  it('closes on route change on mobile, stays open on wide screens', async () => {
    mockApi({});
    const user = userEvent.setup();
    for (const [mobile, open] of [[false, true], [true, false]] as const) {
      window.matchMedia = jest.fn().mockImplementation((q: string) => ({ matches: mobile && q === MOBILE_QUERY })) as never;
      const view = renderFrame();
      await user.click(screen.getByRole('button', { name: 'Dealer Tools' }));
      await screen.findByRole('complementary', { name: 'QUICK-NAV' });
      await user.click(screen.getByRole('button', { name: 'go elsewhere' }));
      expect(screen.queryByRole('complementary', { name: 'QUICK-NAV' }) !== null).toBe(open);
      view.unmount();
    }
  });

  it('checks the route 2 s after mount: brand at once, type 500 ms and floorplan 1000 ms later', async () => {
    jest.useFakeTimers();
    try {
      mockApi({ 'POST /api/search/v1/models': COUGAR });
      renderFrame({ brandName: 'cougar', type: 'travel-trailers', id: '29BHS' });
      act(() => screen.getByRole('button', { name: 'Dealer Tools' }).click());
      await act(async () => jest.advanceTimersByTime(TOOLS_TIMINGS.paramsCheckMs - 1));
      expect(screen.getByLabelText('Brand')).toHaveValue('');
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByLabelText('Brand')).toHaveValue('CG');
      expect(screen.getByLabelText('Type')).toHaveValue('');
      await act(async () => jest.advanceTimersByTime(TOOLS_TIMINGS.typeDelayMs));
      expect(screen.getByLabelText('Type')).toHaveValue('travel-trailers');
      await act(async () => jest.advanceTimersByTime(TOOLS_TIMINGS.floorplanDelayMs - TOOLS_TIMINGS.typeDelayMs));
      expect(screen.getByLabelText('Floorplan')).toHaveValue('29BHS');
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores a route brand the catalogue does not know', () => {
    const apply = { brand: jest.fn(), type: jest.fn(), floorplan: jest.fn() };
    scheduleRouteSelection({ brandName: 'nope' }, apply);
    expect(apply.brand).not.toHaveBeenCalled();
  });
});

describe('dealership dropdown (dealer spec: screens and routes)', () => {
  it("starts with 'Please select location', then the user's dealerships", async () => {
    mockApi({});
    renderFrame();
    const options = within(screen.getByLabelText('Location')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Please select location', 'Blue Compass RV of Kalispell — Kalispell, MT']);
    await userEvent.setup().selectOptions(screen.getByLabelText('Location'), 'D1001');
    expect(screen.getByLabelText('Location')).toHaveValue('D1001');
  });

  it("lists the 'A Test Dealer' placeholder (Kalispell, MT) without organizations", () => {
    expect(dealershipOptions([])).toEqual([{ value: 'TEST', label: 'A Test Dealer — Kalispell, MT' }]);
  });
});
