import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@rv/shared-lib/router';
import { mockApi } from '@rv/shared-lib/testing';
import type { StudioAuditEntry } from '@rv/domain/content';
import { staffSession } from '../features/session/staff-session';
import { AuditPage } from './audit.page';

const entry = (id: number, extra: Partial<StudioAuditEntry>): StudioAuditEntry => ({
  id, at: '2026-12-06T10:00:00Z', actor: 'staff.admin', action: 'saved', documentId: null, version: null, detail: '', subject: null, ...extra,
});

function openAudit() {
  act(() => staffSession.getState().signedIn({ username: 'staff.admin', displayName: 'Ada', roles: ['admin'], token: 't', expiresAt: '2099-01-01T00:00:00Z' }));
  render(<MemoryRouter initialEntries={['/studio/audit']}><AuditPage /></MemoryRouter>);
}

afterEach(() => act(() => staffSession.getState().signOut()));

describe('the studio audit', () => {
  it("shows who changed whose roles, from what to what, beside the changes to documents", async () => {
    mockApi({ 'GET /api/studio/audit': { status: 200, data: { page: 1, total: 2, results: [
      entry(2, { action: 'roles-changed', subject: 'staff.editor', detail: 'from editor to editor, publisher' }),
      entry(1, { actor: 'staff.editor', action: 'saved', documentId: 'home_page-home', version: 2 }),
    ] } } });
    openAudit();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audit…');
    const table = await screen.findByRole('table', { name: 'Audit' });
    const [roles, saved] = within(table).getAllByTestId('audit-row');
    expect(within(roles).getAllByRole('cell').slice(1).map((cell) => cell.textContent))
      .toEqual(['staff.admin', 'changed roles', 'staff member staff.editor', 'from editor to editor, publisher']);
    expect(within(saved).getByRole('link', { name: 'home_page-home' })).toHaveAttribute('href', '/studio/content/home_page/home_page-home');
    expect(saved).toHaveTextContent('saved, version 2');
  });

  it("shows the API's refusal in its words", async () => {
    mockApi({ 'GET /api/studio/audit': { status: 403, data: { statusCode: 403, message: 'Only staff with the admin role may do this.' } } });
    openAudit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff with the admin role may do this.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
