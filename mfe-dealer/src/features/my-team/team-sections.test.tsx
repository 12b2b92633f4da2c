import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes } from '../dashboard/portal-fixtures';
import { dealershipChoiceStore } from '../dealership-select/dealership-choice';
import { teamRoutes } from './team-fixtures';

const S = '/ignite/sales';
const TEAM = '/api/user/manager/team';
const overview = { managedUsers: [], managedDealerships: [{ dealershipNumber: 'D1001', dealershipName: 'Blue Compass RV' }] };

function team(overrides: Record<string, MockHandler> = {}) {
  return mockApi({ ...accountRoutes(), ...teamRoutes(), 'GET /api/user/manager/overview': { status: 200, data: overview }, ...overrides });
}

beforeEach(() => {
  resetSession();
  dealershipChoiceStore.setState({ byUser: {} });
  authStore.getState().loginSuccess(dealerUser({ manager: true, guid: 'guid-manager', username: 'demo.manager' }));
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
});

describe("My Team's work at a location: claims, required courses, report, colleague visibility", () => {
  it('shows the claims by status and reminds a salesperson', async () => {
    const log = team();
    const user = userEvent.setup();
    renderApp(`${S}/my-team`);
    const claims = await screen.findByRole('region', { name: 'Claims by status' });
    expect(await within(claims).findByText('Approved: 2 lines, $400')).toBeInTheDocument();
    expect(within(claims).getByText('Paid: 1 line, $150')).toBeInTheDocument();
    await user.click(within(claims).getByText('Approved: 2 lines, $400'));
    await user.click(within(claims).getByRole('button', { name: 'Remind Sam Team about claims' }));
    expect(await within(claims).findByRole('status')).toHaveTextContent('Reminder sent to Sam Team.');
    expect(requestsTo(log, `POST ${TEAM}/reminders`).map((r) => r.body)).toEqual([{ dealership: 'D1001', guid: 'g-sam', topic: 'claims' }]);
    expect(requestsTo(log, `GET ${TEAM}/claims`)[0].params).toEqual({ dealership: 'D1001' });
  });

  it('requires a course by a due date, shows overdue ones, and says what is missing', async () => {
    const log = team({ [`POST ${TEAM}/required-courses`]: { status: 201, data: { id: 7, courseName: 'Montana floorplans', dueDate: '2026-12-24', assignedTo: 'Noor Team' } } });
    const user = userEvent.setup();
    renderApp(`${S}/my-team`);
    const courses = await screen.findByRole('region', { name: 'Required courses' });
    expect(await within(courses).findByText('Overdue')).toBeInTheDocument();
    const form = within(courses).getByRole('form', { name: 'Require a course' });
    await user.click(within(form).getByRole('button', { name: 'Require course' }));
    expect(await within(form).findByText('Choose a course to require.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a due date.')).toBeInTheDocument();
    expect(requestsTo(log, `POST ${TEAM}/required-courses`)).toHaveLength(0);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Course/ }), 'c-4');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Required of/ }), 'g-new');
    await user.type(within(form).getByLabelText(/^Due date/), '2026-12-24');
    await user.click(within(form).getByRole('button', { name: 'Require course' }));
    expect(await within(courses).findByRole('status')).toHaveTextContent('Montana floorplans is required of Noor Team, due Dec 24, 2026.');
    expect(requestsTo(log, `POST ${TEAM}/required-courses`).map((r) => r.body)).toEqual([{ dealership: 'D1001', courseId: 'c-4', dueDate: '2026-12-24', guid: 'g-new' }]);
    expect(requestsTo(log, `GET ${TEAM}/required-courses`)).toHaveLength(2);
    await user.click(await within(courses).findByRole('button', { name: 'Remind Sam Team about required courses' }));
    expect(requestsTo(log, `POST ${TEAM}/reminders`).map((r) => r.body)).toEqual([{ dealership: 'D1001', guid: 'g-sam', topic: 'courses' }]);
  });

  it('refuses a From date after the To date in words, then shows the report and its CSV', async () => {
    const log = team({ [`GET ${TEAM}/report.csv`]: { status: 200, data: new Blob(['Salesperson\r\n'], { type: 'text/csv' }) } });
    const user = userEvent.setup();
    renderApp(`${S}/my-team`);
    const report = await screen.findByRole('region', { name: 'Team report' });
    const from = within(report).getByLabelText(/^From/);
    const to = within(report).getByLabelText(/^To/);
    await user.clear(from);
    await user.type(from, '2026-12-01');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(within(report).getByRole('button', { name: 'Show report' }));
    expect(await within(report).findByText('The From date must be on or before the To date.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(log, `GET ${TEAM}/report`)).toHaveLength(0);
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.click(within(report).getByRole('button', { name: 'Show report' }));
    const table = await within(report).findByRole('table', { name: 'Team report 2026-10-01 to 2026-11-01' });
    const row = within(table).getByRole('row', { name: /^Sam Team/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sam Team', '12', '9', '4', '$800', '1 of 2']);
    await user.click(within(report).getByRole('button', { name: 'Download CSV' }));
    expect(requestsTo(log, `GET ${TEAM}/report.csv`)[0].params).toEqual({ dealership: 'D1001', from: '2026-10-01', to: '2026-11-01' });
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('turns colleague visibility on for the location', async () => {
    const log = team();
    const user = userEvent.setup();
    renderApp(`${S}/my-team`);
    const setting = await screen.findByRole('region', { name: 'Colleague visibility' });
    const box = await within(setting).findByRole('checkbox', { name: "Salespeople see colleagues' amounts and serial numbers" });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await within(setting).findByRole('status')).toHaveTextContent("Salespeople now see colleagues' amounts and serial numbers.");
    expect(box).toBeChecked();
    expect(requestsTo(log, `PUT ${TEAM}/visibility`).map((r) => r.body)).toEqual([{ dealership: 'D1001', colleagueDetailsVisible: true }]);
  });
});
