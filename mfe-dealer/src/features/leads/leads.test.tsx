import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import { VIN_MESSAGES } from '@rv/domain/dealer';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes } from '../dashboard/portal-fixtures';
import type { LeadDetail } from '../dealer-api';

const VIN = '1M8GDM9AXKP042788';
const LEAD = 'GET /api/dealer/leads/7';
const STATUS = 'POST /api/dealer/leads/7/status';
const lead = (over: Partial<LeadDetail> = {}): LeadDetail => ({
  id: 7, referenceId: 'R-7', brand: 'CG', state: 'IN', postalCode: '46526', dealerNumber: 'D1001', status: 'contacted', lostReason: null, soldVin: null,
  assignedTo: { id: 2, name: 'Dana Reyes' }, request: { floorPlan: '22MLS', timeFrame: '1-3 months', smsOptIn: 'false' }, createdAt: '2026-12-01T10:00:00Z',
  firstContactAt: '2026-12-01T10:20:00Z', anonymised: false, contact: { firstName: 'Rae', lastName: 'Stone', email: 'rae@example.com' }, notes: [], team: [], sale: null, ...over,
});
const api = (routes: Record<string, MockHandler>) => mockApi({ ...accountRoutes(), ...routes });

beforeEach(() => {
  resetSession();
  authStore.getState().loginSuccess(dealerUser());
});

describe('the inbox', () => {
  it('shows a lead routed while it is open within seconds, with no reload and no loading flash', async () => {
    const leads = [lead({ id: 7, referenceId: 'R-7' })];
    const log = api({ 'GET /api/dealer/leads': () => ({ status: 200, data: { leads } }) });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderApp('/ignite/sales/leads');
      const list = await screen.findByRole('list', { name: 'Leads' });
      expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual([expect.stringContaining('ref R-7')]);
      leads.unshift(lead({ id: 8, referenceId: 'R-8', assignedTo: null }));
      await act(async () => { await jest.advanceTimersByTimeAsync(10_000); });
      expect(await within(list).findByText(/ref R-8/)).toBeInTheDocument();
      expect(screen.queryByText('Loading leads…')).not.toBeInTheDocument();
      expect(requestsTo(log, 'GET /api/dealer/leads')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a lead marked sold: the VIN checked in words, then linked to its sale registration', () => {
  it('refuses a VIN with a wrong check digit before asking the API, then shows the sale registered by that VIN', async () => {
    const log = api({ [LEAD]: { status: 200, data: lead() }, [STATUS]: { status: 200, data: lead({ status: 'sold', soldVin: VIN, sale: { saleId: 3, saleDate: '2026-12-02', programLines: 2 } }) } });
    const user = userEvent.setup();
    renderApp('/ignite/sales/leads/7');
    const form = await screen.findByRole('form', { name: 'Change status' });
    await user.selectOptions(within(form).getByLabelText('New status'), 'Sold');
    await user.type(within(form).getByLabelText('VIN of the unit sold'), '1M8GDM9A1KP042788');
    await user.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VIN_MESSAGES.checkDigit);
    expect(requestsTo(log, STATUS)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('VIN of the unit sold'));
    await user.type(within(form).getByLabelText('VIN of the unit sold'), VIN);
    await user.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await screen.findByTestId('lead-sale')).toHaveTextContent('Sale registered on Dec 2, 2026: 2 program lines.');
    expect(screen.getByTestId('lead-status')).toHaveTextContent(`Sold (VIN ${VIN})`);
    expect(requestsTo(log, STATUS).map((r) => r.body)).toEqual([{ status: 'sold', vin: VIN }]);
  });

  it("a sold lead without a registration says how to make one; the API's words show when it refuses", async () => {
    api({ [LEAD]: { status: 200, data: lead({ status: 'sold', soldVin: VIN }) } });
    const first = renderApp('/ignite/sales/leads/7');
    const sale = await screen.findByTestId('lead-sale');
    expect(sale).toHaveTextContent('Not registered for dealer programs yet.');
    expect(within(sale).getByRole('link', { name: 'Register the sale' })).toHaveAttribute('href', `/ignite/sales/sales/register?vin=${VIN}`);
    first.unmount();

    const words = `VIN ${VIN} is registered as sold by another dealership: check it for a typo.`;
    api({ [LEAD]: { status: 200, data: lead() }, [STATUS]: { status: 400, data: { statusCode: 400, field: 'vin', message: words } } });
    const user = userEvent.setup();
    renderApp('/ignite/sales/leads/7');
    const form = await screen.findByRole('form', { name: 'Change status' });
    await user.selectOptions(within(form).getByLabelText('New status'), 'Sold');
    await user.type(within(form).getByLabelText('VIN of the unit sold'), VIN);
    await user.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByTestId('lead-status')).toHaveTextContent('Contacted');
  });
});
