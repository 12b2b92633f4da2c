import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedInStaff } from '@rv/domain/auth';
import { TEAM_REPORT_MESSAGES, defaultLeadReportRange } from '@rv/domain/dealer';
import { mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import { renderApp, resetSession } from '../../test-support/render-app';
import type { LeadReport } from './staff.resource';

const PAGE = '/ignite/sales/maker/leads';
const REPORT = 'GET /api/maker/leads/report';
const CSV = 'GET /api/maker/leads/report.csv';
const staff: SignedInStaff = { username: 'staff.sales', displayName: 'Sal Ortiz', roles: ['sales'], token: 'staff-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
const figures = { leads: 3, contacted: 2, sold: 1, registeredSales: 1, shareSold: 0.333, medianMinutesToFirstContact: 12.5 };
/** The API's answer for the days asked: one Goshen row. */
const reportOf = (from: string, to: string): LeadReport => ({ from, to, totals: figures, rows: [{ week: '2026-10-05', brand: 'CG', region: 'IN', dealerNumber: 'D1003', ...figures }] });
const answering: MockHandler = (r) => ({ status: 200, data: reportOf(String(r.params.from), String(r.params.to)) });

function api(overrides: Record<string, MockHandler> = {}) {
  return mockApi({ [REPORT]: answering, [CSV]: { status: 200, data: 'week,brand\r\n' }, ...overrides });
}

beforeEach(() => {
  resetSession();
  sessionStorage.setItem('rv-staff-session', JSON.stringify(staff));
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
});

describe("The maker's leads report: days from the address, the same days for its CSV", () => {
  it('shows the days in the address, each figure as the CSV has it, and downloads the CSV of those days as staff', async () => {
    const log = api();
    const user = userEvent.setup();
    renderApp(`${PAGE}?from=2026-10-01&to=2026-10-31`);
    const table = await screen.findByRole('table', { name: 'Leads 2026-10-01 to 2026-10-31' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-10-05', 'CG', 'IN', 'D1003', '3', '2', '1', '33.3%', '12.5 min', '1']);
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-31');
    expect(requestsTo(log, REPORT).map((r) => r.params)).toEqual([{ from: '2026-10-01', to: '2026-10-31' }]);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    const [csv] = requestsTo(log, CSV);
    expect(csv.params).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(csv.headers).toMatchObject({ Authorization: 'Bearer staff-token' });
  });

  it('refuses To before From in words and asks nothing; good days go into the address and the report follows', async () => {
    const log = api();
    const user = userEvent.setup();
    const view = renderApp(`${PAGE}?from=2026-10-01&to=2026-10-31`);
    await screen.findByRole('table', { name: 'Leads 2026-10-01 to 2026-10-31' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-15');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText(TEAM_REPORT_MESSAGES.fromAfterTo)).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(view.location()).toBe(`${PAGE}?from=2026-10-01&to=2026-10-31`);

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByRole('table', { name: 'Leads 2026-11-15 to 2026-11-30' })).toBeInTheDocument();
    expect(view.location()).toBe(`${PAGE}?from=2026-11-15&to=2026-11-30`);
    expect(requestsTo(log, REPORT).map((r) => r.params)).toEqual([{ from: '2026-10-01', to: '2026-10-31' }, { from: '2026-11-15', to: '2026-11-30' }]);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(requestsTo(log, CSV)[0].params).toEqual({ from: '2026-11-15', to: '2026-11-30' });
  });

  it('names a bad date of the address and asks for no report', async () => {
    const log = api();
    renderApp(`${PAGE}?from=2026-02-30&to=2026-03-31`);
    expect(await screen.findByText(TEAM_REPORT_MESSAGES.notADate('from', '2026-02-30'))).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requestsTo(log, REPORT)).toHaveLength(0);
  });

  it('without days asks for the last twelve weeks; says when there are no leads, and when the report fails', async () => {
    const log = api({ [REPORT]: (r) => ({ status: 200, data: { ...reportOf(String(r.params.from), String(r.params.to)), rows: [] } }) });
    const first = renderApp(PAGE);
    const { from, to } = defaultLeadReportRange(new Date());
    expect(await screen.findByText(`No leads from ${from} to ${to}.`)).toBeInTheDocument();
    expect(requestsTo(log, REPORT)[0].params).toEqual({ from, to });
    first.unmount();

    api({ [REPORT]: 'pending' });
    const loading = renderApp(PAGE);
    expect(await screen.findByText('Loading the report…')).toBeInTheDocument();
    loading.unmount();

    api({ [REPORT]: { status: 500, data: { message: 'Database unavailable' } } });
    renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be made: Database unavailable');
  });
});
