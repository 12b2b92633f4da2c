import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from '@rv/shared-lib/router';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { StudioApp } from '../studio-app';
import { staffSession } from '../features/session/staff-session';
import { signedInAsProgramStaff, staffProgram } from './programs.fixtures';

const line = (recordId: string, status: string, serial: string) => ({
  parmRecordId: recordId, parmProgramId: 'PR-260701', parmAccountNum: 'D1001', parmSalesPersonId: 'SP-D1001-01', parmSerialNumber: serial,
  parmProgramAmount: 200, parmProgramLineStatusStr: status, billOfSale: null,
});

describe('the programs page of the studio', () => {
  beforeEach(signedInAsProgramStaff);
  afterEach(() => act(() => staffSession.setState({ staff: null })));

  it('rejects a claim with the reason typed beside it and pays the approved lines chosen in one batch', async () => {
    const log = mockApi({
      'GET /api/programs/staff/programs': { status: 200, data: [staffProgram()] },
      'GET /api/programs/staff/queue': { status: 200, data: [line('11', 'Claimed', '4YDT30R2600700014')] },
      'GET /api/programs/staff/payable': { status: 200, data: [line('12', 'In review', '4YDT30R2400700013')] },
      'POST /api/programs/staff/lines/11/reject': { status: 200, data: line('11', 'Rejected', '4YDT30R2600700014') },
      'POST /api/programs/staff/payment-batches': { status: 200, data: { batchId: 3, amount: 200, lines: 1 } },
    });
    window.history.pushState({}, '', '/studio/programs');
    render(<BrowserRouter><StudioApp /></BrowserRouter>);
    const claim = await screen.findByRole('row', { name: 'Claim 4YDT30R2600700014' });
    await userEvent.type(within(claim).getByLabelText('Reason'), 'Bill of sale not signed.');
    await userEvent.click(within(claim).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected 4YDT30R2600700014.')).toBeInTheDocument();
    expect(requestsTo(log, 'POST /api/programs/staff/lines/11/reject')[0].body).toEqual({ reason: 'Bill of sale not signed.' });
    const batch = screen.getByRole('region', { name: 'Payment batch' });
    expect(within(batch).getByRole('button', { name: 'Pay the chosen lines' })).toBeDisabled();
    await userEvent.click(within(batch).getByRole('checkbox', { name: /VIN 4YDT30R2400700013/ }));
    expect(within(batch).getByText('1 line(s) chosen, $200.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Check or transfer number'), '100777');
    await userEvent.type(screen.getByLabelText('Paid to'), 'Sam Sellers');
    await userEvent.click(screen.getByRole('button', { name: 'Pay the chosen lines' }));
    expect(await screen.findByText('Batch 3 paid 1 line(s), $200.')).toBeInTheDocument();
    expect(requestsTo(log, 'POST /api/programs/staff/payment-batches')[0].body).toMatchObject({ method: 'check', reference: '100777', paidTo: 'Sam Sellers', recordIds: ['12'] });
  });
});
