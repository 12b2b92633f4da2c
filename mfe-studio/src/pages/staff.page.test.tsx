import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rv/shared-lib/router';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import type { StudioStaffAccount } from '@rv/domain/content';
import { staffSession } from '../features/session/staff-session';
import { StaffPage } from './staff.page';

const editor: StudioStaffAccount = { username: 'staff.editor', displayName: 'Eli Brooks', email: 'e@maker.example.com', roles: ['editor'], secondFactor: true };

afterEach(() => act(() => staffSession.getState().signOut()));

describe('staff accounts and their roles', () => {
  it('lists each member with a box per role, and changes a role when its box is ticked', async () => {
    const log = mockApi({
      'GET /api/studio/staff': { status: 200, data: { results: [editor] } },
      'PATCH /api/studio/staff/staff.editor': { status: 200, data: { ...editor, roles: ['editor', 'publisher'] } },
    });
    act(() => staffSession.getState().signedIn({ username: 'staff.admin', displayName: 'Ada', roles: ['admin'], token: 't', expiresAt: '2099-01-01T00:00:00Z' }));
    render(<MemoryRouter initialEntries={['/studio/staff']}><StaffPage /></MemoryRouter>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading staff accounts…');
    const row = within(await screen.findByRole('table', { name: 'Staff accounts' })).getByRole('row', { name: /Eli Brooks \(staff\.editor\)/ });
    expect(row).toHaveTextContent('set up');
    const publisher = within(row).getByRole('checkbox', { name: 'staff.editor: publisher' });
    expect(publisher).not.toBeChecked();
    await userEvent.click(publisher);
    expect(await within(row).findByRole('checkbox', { name: 'staff.editor: publisher' })).toBeChecked();
    expect(requestsTo(log, 'PATCH /api/studio/staff/staff.editor')[0].body).toEqual({ roles: ['editor', 'publisher'] });
  });
});
