import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { SPIFF_TEST_DATA, type ProgramLine } from '../dealer-api';
import { mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes, programLine } from '../dashboard/portal-fixtures';
import { dealershipChoiceStore } from '../dealership-select/dealership-choice';
import { sortLines } from './components/program-lines-table.component';

const S = '/ignite/sales';
const AX = '/api/ax/v1';
const data = (value: unknown) => ({ status: 200, data: value });
const stat = (count: number, amount: number) => ({ count, amount });

function incentives(overrides: Record<string, MockHandler> = {}) {
  let approved: ProgramLine[] = [
    programLine('R-1', 1, 'Approved', { parmItemId: '22MLS', parmProgramAmount: 100, parmSaleDate: '2026-02-14', parmShortVIN: 'MB450117' }),
    programLine('R-2', 1, 'Approved', { parmItemId: '3761FL', parmItemGroupId: 'Montana', parmProgramAmount: 500, parmSaleDate: '2026-04-19', parmAlert: true }),
  ];
  let processed: ProgramLine[] = [];
  const log = mockApi({
    ...accountRoutes(),
    [`GET ${AX}/lines/stats/all`]: () => data({
      approved: stat(approved.length, 600), processed: stat(processed.length, 0), pending: stat(1, 200), completed: stat(0, 0), claimable: stat(approved.length, 600),
      mine: { approved: stat(approved.length, 600), processed: stat(processed.length, 0), pending: stat(1, 200), completed: stat(0, 0) }, byStatus: [],
    }),
    [`GET ${AX}/lines/approved`]: () => data(approved),
    [`GET ${AX}/lines/processed`]: () => data(processed),
    [`GET ${AX}/lines/pending`]: data([programLine('R-3', 2, 'Pending', { parmItemId: '25RDS' })]),
    [`GET ${AX}/lines/completed`]: data([]),
    [`GET ${AX}/lines/details/R-2`]: data(approved[1]),
    [`GET ${AX}/alert/mark/R-2`]: data({ parmValue: true, parmMessage: '' }),
    ['POST /api/programs/lines/R-1/claim']: () => {
      const line = { ...approved[0], parmProgramLineStatus: 3, parmProgramLineStatusStr: 'Claimed' };
      approved = approved.slice(1);
      processed = [line];
      return data({ parmValue: true, parmMessage: 'Claimed', line });
    },
    ['POST /api/programs/lines/R-2/claim']: data({ parmValue: false, parmMessage: 'This line has expired.', line: approved[1] }),
    ...overrides,
  });
  return log;
}

/** The fixture lines belong to SP-TEST-01 (Terry Tester): the signed-in salesperson here. */
const SALESPERSON = { code: 'SALESPERSON_ID', value: 'SP-TEST-01', name: 'Salesperson Id', sequence: 2 };
const salesperson = (fields: Parameters<typeof dealerUser>[0] = {}) => dealerUser({ attributes: [SALESPERSON], ...fields });

beforeEach(() => {
  resetSession();
  dealershipChoiceStore.setState({ byUser: {} });
  authStore.getState().loginSuccess(salesperson());
});

describe('incentives (dealer spec: screens and routes; states and transitions; validation rules)', () => {
  it('shows tiles and tab counts from the stats, and the approved lines newest sale first', async () => {
    incentives();
    renderApp(`${S}/incentives`);
    expect(await screen.findByRole('tab', { name: 'Approved (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Approved spiff lines, mine' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Montana 3761FL', 'Cougar 22MLS']);
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Amount' }));
    expect(within(table).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(within(table).getAllByRole('row')[1]).getByText('$100')).toBeInTheDocument();
  });

  it('the tiles say what the user can claim now; the dealership figure is labelled as the dealership\'s', async () => {
    // demo.sales: 14 approved lines worth $2,900 at the dealership, $300 of them past the claim window; $650 are Sam's to claim.
    incentives({
      [`GET ${AX}/lines/stats/all`]: data({
        approved: stat(14, 2900), processed: stat(1, 300), pending: stat(3, 550), completed: stat(3, 700), claimable: stat(12, 2600),
        mine: { approved: stat(3, 650), processed: stat(1, 300), pending: stat(2, 400), completed: stat(1, 100) }, byStatus: [],
      }),
    });
    renderApp(`${S}/incentives`);
    const mine = await screen.findByRole('region', { name: 'Your spiffs' });
    expect(within(mine).getByText('Yours to claim now').closest('div')).toHaveTextContent('Yours to claim now3 $650');
    expect(within(mine).queryByText('$2,900')).not.toBeInTheDocument();
    const dealership = screen.getByRole('region', { name: 'Every salesperson at Blue Compass RV of Kalispell' });
    expect(within(dealership).getByText('Approved, still claimable').closest('div')).toHaveTextContent('12 $2,600');
    expect(screen.queryByText('$2,900')).not.toBeInTheDocument();
  });

  it('claims an approved line after confirmation; it moves to In Progress and the three lists are fetched again', async () => {
    const log = incentives();
    const user = userEvent.setup();
    renderApp(`${S}/incentives`);
    await user.click(await screen.findByRole('button', { name: /Claim \$100 for 22MLS/ }));
    const dialog = screen.getByRole('dialog', { name: 'Claim this spiff?' });
    // the sale date through the shared date formatter, not as the API's 2026-02-14.
    expect(dialog).toHaveTextContent('Claim $100 for the Cougar 22MLS (VIN …MB450117) sold Feb 14, 2026?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm claim' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A claim needs its bill of sale');
    await user.upload(within(dialog).getByLabelText('Bill of sale (photo or PDF)'), new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm claim' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Claimed $100 for Cougar 22MLS.');
    expect(await screen.findByRole('tab', { name: 'Approved (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(log, `GET ${AX}/lines/approved`)).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'In Progress (1)' }));
    expect(await screen.findByRole('cell', { name: 'Claimed' })).toBeInTheDocument();
  });

  it('a claim answered with parmValue false is not a success; the reason stays in the dialog', async () => {
    incentives();
    const user = userEvent.setup();
    renderApp(`${S}/incentives`);
    await user.click(await screen.findByRole('button', { name: /Claim \$500 for 3761FL/ }));
    await user.upload(screen.getByLabelText('Bill of sale (photo or PDF)'), new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Confirm claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The claim failed: This line has expired.');
    expect(screen.getByRole('tab', { name: 'Approved (2)' })).toBeInTheDocument();
  });

  it('opens line details and marks a new line seen', async () => {
    const log = incentives();
    const user = userEvent.setup();
    renderApp(`${S}/incentives`);
    await user.click(await screen.findByRole('button', { name: /Details of PR-000118 3761FL/ }));
    const dialog = screen.getByRole('dialog', { name: 'PR-000118 · 3761FL' });
    expect(await within(dialog).findByText('Dealer Salesperson SPIFF', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(log, `GET ${AX}/alert/mark/R-2`)).toHaveLength(1));
  });

  it('reuses a list fetched under 300 s ago when the page is opened again', async () => {
    const log = incentives();
    const first = renderApp(`${S}/incentives`);
    await screen.findByRole('table', { name: 'Approved spiff lines, mine' });
    first.unmount();
    renderApp(`${S}/incentives`);
    await screen.findByRole('table', { name: 'Approved spiff lines, mine' });
    expect(requestsTo(log, `GET ${AX}/lines/approved`)).toHaveLength(1);
  });

  it('spiffTestData replaces the lines with the sample and asks the API for none', async () => {
    const log = incentives();
    renderApp(`${S}/incentives?spiffTestData=true`);
    expect(await screen.findByText('Showing sample data (spiffTestData).')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: `Approved (${SPIFF_TEST_DATA.length})` })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(SPIFF_TEST_DATA.length + 1);
    expect(log.filter((r) => r.path.startsWith(AX))).toEqual([]);
  });

  it('empty and error states; a failed list load is not cached', async () => {
    const log = incentives({ [`GET ${AX}/lines/approved`]: { status: 500, data: { message: 'AX is down' } }, [`GET ${AX}/lines/stats/all`]: 'pending' });
    const user = userEvent.setup();
    renderApp(`${S}/incentives`);
    expect(await screen.findByText('Loading spiff totals…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your spiff lines could not be loaded: AX is down');
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('You have no completed spiff lines. Choose "All salespeople" to see the dealership\'s.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All salespeople' }));
    expect(await screen.findByText('No spiff lines here.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    await screen.findByRole('alert');
    expect(requestsTo(log, `GET ${AX}/lines/approved`)).toHaveLength(2);
  });

  it('sends a user whose dealership disables spiffs to the dashboard', async () => {
    incentives();
    authStore.getState().loginSuccess(dealerUser({ attributes: [SALESPERSON] }, 'true'));
    const view = renderApp(`${S}/incentives`);
    await waitFor(() => expect(view.location()).toBe(`${S}/dashboard`));
  });

  it("shows the user's own lines by default with whose they are; 'All salespeople' adds the others with why they cannot be claimed", async () => {
    incentives({
      [`GET ${AX}/lines/approved`]: data([
        programLine('R-1', 1, 'Approved', { parmItemId: '22MLS', parmSaleDate: '2026-02-14' }),
        programLine('R-5', 1, 'Approved', { parmItemId: '29BHS', parmSaleDate: '2026-03-01', parmSalesPersonId: 'SP-D1001-02', parmSalesPersonName: 'Jordan Smith' }),
        programLine('R-6', 1, 'Approved', { parmItemId: '25RDS', parmSaleDate: '2025-03-01', parmExpired: 'true', parmExpiredStr: 'Yes' }),
      ]),
    });
    const user = userEvent.setup();
    renderApp(`${S}/incentives`);
    expect(await screen.findByRole('radio', { name: 'My lines' })).toBeChecked();
    const mine = await screen.findByRole('table', { name: 'Approved spiff lines, mine' });
    const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rowsOf(mine).map((cells) => [cells[1], cells[2], cells[7]])).toEqual([
      ['Cougar 22MLS', 'T. Tester (you)', expect.stringMatching(/^Details.*Claim/)],
      ['Cougar 25RDS', 'T. Tester (you)', expect.stringMatching(/Claim window closed$/)],
    ]);
    await user.click(screen.getByRole('radio', { name: 'All salespeople' }));
    const all = await screen.findByRole('table', { name: 'Approved spiff lines, all salespeople' });
    const other = rowsOf(all).find((cells) => cells[1] === 'Cougar 29BHS');
    expect(other?.[2]).toBe('J. Smith');
    expect(other?.[7]).toMatch(/Sold by J\. Smith$/);
    expect(within(all).getAllByRole('button', { name: /^Claim/ })).toHaveLength(1);
  });

  it("shows a colleague's withheld amount and short VIN as Hidden (colleague visibility off at the location)", async () => {
    incentives({
      [`GET ${AX}/lines/approved`]: data([
        programLine('R-1', 1, 'Approved', { parmItemId: '22MLS', parmSaleDate: '2026-02-14', parmProgramAmount: 100, parmShortVIN: 'MB450117' }),
        programLine('R-5', 1, 'Approved', {
          parmItemId: '29BHS', parmSaleDate: '2026-03-01', parmSalesPersonId: 'SP-D1001-02', parmSalesPersonName: 'Jordan Smith',
          parmProgramAmount: 0, parmSerialNumber: '', parmShortVIN: '', parmDetailsHidden: true,
        }),
      ]),
    });
    const user = userEvent.setup();
    renderApp(`${S}/incentives`);
    await user.click(await screen.findByRole('radio', { name: 'All salespeople' }));
    const all = await screen.findByRole('table', { name: 'Approved spiff lines, all salespeople' });
    const cellsOf = (item: string) => within(within(all).getByRole('row', { name: new RegExp(item) })).getAllByRole('cell').map((c) => c.textContent);
    expect(cellsOf('29BHS')).toEqual(expect.arrayContaining(['Hidden']));
    expect(cellsOf('29BHS').filter((c) => c === 'Hidden')).toHaveLength(2);
    expect(cellsOf('22MLS')).toEqual(expect.arrayContaining(['MB450117', '$100']));
  });

  it('asks for the lines and totals of the dealership chosen in the Location select, and remembers it', async () => {
    const second = { dealershipNumber: 'D1002', dealershipName: 'Trailside RV of Whitefish', brandList: 'CG', attributes: [], addresses: [] };
    const user = salesperson();
    authStore.getState().loginSuccess({ ...user, organizations: [...user.organizations, second] });
    const log = incentives();
    const ui = userEvent.setup();
    const first = renderApp(`${S}/incentives`);
    expect(await screen.findByText('Spiffs of all your dealerships.')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Approved spiff lines, mine' });
    expect(requestsTo(log, `GET ${AX}/lines/approved`)[0].params).toEqual({});
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'D1002');
    expect(await screen.findByText('Spiffs of Trailside RV of Whitefish.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(log, `GET ${AX}/lines/approved`).map((r) => r.params)).toContainEqual({ dealership: 'D1002' }));
    expect(requestsTo(log, `GET ${AX}/lines/stats/all`).map((r) => r.params)).toContainEqual({ dealership: 'D1002' });
    // A reload (a new mount reading the stored choice) keeps the dealership.
    first.unmount();
    dealershipChoiceStore.setState({ byUser: JSON.parse(localStorage.getItem('krv-location') ?? '{}') });
    renderApp(`${S}/incentives`);
    expect(await screen.findByText('Spiffs of Trailside RV of Whitefish.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('D1002');
  });

  it.each([[true, [100, 500]], [false, [500, 100]]])('sorts amounts ascending=%p', (ascending, amounts) => {
    const lines = [programLine('a', 1, 'Approved', { parmProgramAmount: 500 }), programLine('b', 1, 'Approved', { parmProgramAmount: 100 })];
    expect(sortLines(lines, 'parmProgramAmount', ascending).map((l) => l.parmProgramAmount)).toEqual(amounts);
  });

  it('sorts sale dates across years (newest first by default) and text columns alphabetically', () => {
    const lines = [
      programLine('a', 1, 'Approved', { parmSaleDate: '2021-12-30', parmItemId: 'MO3941', parmShortVIN: '' }),
      programLine('b', 1, 'Approved', { parmSaleDate: '2022-01-02', parmItemId: 'CG24SABH', parmShortVIN: 'B1234567' }),
      programLine('c', 1, 'Approved', { parmSaleDate: '2021-03-05', parmItemId: 'AP2500', parmShortVIN: 'A7654321' }),
    ];
    expect(sortLines(lines, 'parmSaleDate', false).map((l) => l.parmRecordId)).toEqual(['b', 'a', 'c']);
    expect(sortLines(lines, 'parmSaleDate', true).map((l) => l.parmRecordId)).toEqual(['c', 'a', 'b']);
    expect(sortLines(lines, 'parmItemId', true).map((l) => l.parmItemId)).toEqual(['AP2500', 'CG24SABH', 'MO3941']);
    expect(sortLines(lines, 'parmShortVIN', true).map((l) => l.parmShortVIN)).toEqual(['', 'A7654321', 'B1234567']);
  });
});
