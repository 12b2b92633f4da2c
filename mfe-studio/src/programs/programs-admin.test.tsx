import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from '@rv/shared-lib/router';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { END_PROGRAM_EFFECT, PROGRAM_FORM_MESSAGES } from '@rv/domain/dealer';
import { StudioApp } from '../studio-app';
import { staffSession } from '../features/session/staff-session';
import { signedInAsProgramStaff, staffProgram } from './programs.fixtures';

const ok = (data: unknown) => ({ status: 200, data });
const EMPTY_QUEUES = { 'GET /api/programs/staff/queue': ok([]), 'GET /api/programs/staff/payable': ok([]) };

function openPrograms() {
  window.history.pushState({}, '', '/studio/programs');
  render(<BrowserRouter><StudioApp /></BrowserRouter>);
}

describe('program staff create and end programs in the studio', () => {
  beforeEach(signedInAsProgramStaff);
  afterEach(() => act(() => staffSession.setState({ staff: null })));

  it("refuses a bad program in the schema's words without sending it, then sends lists typed as text as lists", async () => {
    const log = mockApi({
      ...EMPTY_QUEUES, 'GET /api/programs/staff/programs': ok([]),
      'POST /api/programs/staff/programs': ok(staffProgram({ programId: 'PR-26000009', name: 'Buckeye push', amount: 275, startDate: '2026-12-01', endDate: '2026-12-31' })),
    });
    const user = userEvent.setup();
    openPrograms();
    expect(await screen.findByText('No programs yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New program' });
    await user.type(within(form).getByLabelText('First sale date'), '2026-12-01');
    await user.type(within(form).getByLabelText('Last sale date'), '2026-11-30');
    await user.type(within(form).getByLabelText("Buyers' states or provinces"), 'oh, IND');
    await user.click(within(form).getByRole('button', { name: 'Create program' }));
    for (const message of [PROGRAM_FORM_MESSAGES.nameRequired, PROGRAM_FORM_MESSAGES.amountRequired, PROGRAM_FORM_MESSAGES.endBeforeStart, PROGRAM_FORM_MESSAGES.regions('IND')]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('Program name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(log, 'POST /api/programs/staff/programs')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Program name'), 'Buckeye push');
    await user.type(within(form).getByLabelText('Amount per line ($)'), '275');
    await user.clear(within(form).getByLabelText('Last sale date'));
    await user.type(within(form).getByLabelText('Last sale date'), '2026-12-31');
    await user.clear(within(form).getByLabelText("Buyers' states or provinces"));
    await user.type(within(form).getByLabelText("Buyers' states or provinces"), 'oh, in');
    await user.type(within(form).getByLabelText('Models'), '22MLS 25RKS');
    await user.click(within(form).getByRole('button', { name: 'Create program' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Created PR-26000009, Buckeye push: $275 a line for sales from 2026-12-01 to 2026-12-31.');
    expect(requestsTo(log, 'POST /api/programs/staff/programs')[0].body).toEqual({
      name: 'Buckeye push', amount: 275, startDate: '2026-12-01', endDate: '2026-12-31', itemIds: ['22MLS', '25RKS'], dealershipNumbers: [], regions: ['OH', 'IN'],
    });
  });

  it("shows the API's refusal on the field it names", async () => {
    mockApi({
      ...EMPTY_QUEUES, 'GET /api/programs/staff/programs': ok([]),
      'POST /api/programs/staff/programs': { status: 400, data: { statusCode: 400, field: 'itemIds', message: 'No model NOPE in the catalogue: name models by their catalogue id.' } },
    });
    const user = userEvent.setup();
    openPrograms();
    const form = await screen.findByRole('form', { name: 'New program' });
    await user.type(within(form).getByLabelText('Program name'), 'Typo');
    await user.type(within(form).getByLabelText('Amount per line ($)'), '100');
    await user.type(within(form).getByLabelText('First sale date'), '2026-12-01');
    await user.type(within(form).getByLabelText('Last sale date'), '2026-12-31');
    await user.type(within(form).getByLabelText('Models'), 'NOPE');
    await user.click(within(form).getByRole('button', { name: 'Create program' }));
    expect(await within(form).findByText('No model NOPE in the catalogue: name models by their catalogue id.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Models')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists each program with its state and lines, and ends a running one after saying what ending does', async () => {
    let ended = false;
    const log = mockApi({
      ...EMPTY_QUEUES,
      'GET /api/programs/staff/programs': () => ok([
        staffProgram(ended ? { endedAt: '2026-12-07T10:00:00.000Z', endedOn: '2026-12-07' } : {}),
        staffProgram({ programId: 'PR-26000001', name: 'Spring spiff', startDate: '2021-01-01', endDate: '2021-06-30', lines: 12, paidLines: 12 }),
      ]),
      'POST /api/programs/staff/programs/PR-26000003/end': () => {
        ended = true;
        return ok(staffProgram({ endedAt: '2026-12-07T10:00:00.000Z', endedOn: '2026-12-07' }));
      },
    });
    const user = userEvent.setup();
    openPrograms();
    const running = await screen.findByRole('row', { name: 'Program PR-26000003' });
    expect(running).toHaveTextContent('every model; D1001; IN, OH');
    expect(running).toHaveTextContent('4 (1 paid)');
    expect(within(running).getByRole('cell', { name: 'Running' })).toBeInTheDocument();
    const finished = screen.getByRole('row', { name: 'Program PR-26000001' });
    expect(within(finished).getByRole('cell', { name: 'Finished' })).toBeInTheDocument();
    expect(within(finished).queryByRole('button')).toBeNull();

    await user.click(within(running).getByRole('button', { name: 'End PR-26000003' }));
    const confirm = within(running).getByRole('group', { name: 'End PR-26000003?' });
    expect(confirm).toHaveTextContent(END_PROGRAM_EFFECT);
    expect(requestsTo(log, 'POST /api/programs/staff/programs/PR-26000003/end')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'End it now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Ended PR-26000003 on 2026-12-07. ${END_PROGRAM_EFFECT}`);
    expect(await screen.findByRole('cell', { name: 'Ended early on 2026-12-07' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Program PR-26000003' })).queryByRole('button')).toBeNull();
  });

  it('says when the programs cannot be loaded', async () => {
    mockApi({ ...EMPTY_QUEUES, 'GET /api/programs/staff/programs': { status: 503, data: { message: 'Database unavailable' } } });
    openPrograms();
    expect(await screen.findByText(/^The programs could not be loaded: /)).toBeInTheDocument();
  });
});
