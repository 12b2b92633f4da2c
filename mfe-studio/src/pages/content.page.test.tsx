import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@rv/shared-lib/router';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { STUDIO_MESSAGES } from '@rv/domain/studio';
import { staffSession } from '../features/session/staff-session';
import { ContentPage } from './content.page';

const row = (id: string, title: string) => ({ id, type: 'blog_detail', uid: id, title, status: 'published', version: 2, publishedVersion: 2, scheduledAt: null, scheduledVersion: null, updatedAt: '2026-12-06T10:00:00Z', updatedBy: 'staff.editor' });
const route = { name: 'studioContentType', pattern: '/studio/content/:type', remote: 'mfe-studio' as const };

beforeEach(() => act(() => staffSession.getState().signedIn({ username: 'e', displayName: 'Eli', roles: ['editor'], token: 't', expiresAt: '2099-01-01T00:00:00Z' })));
afterEach(() => act(() => staffSession.getState().signOut()));

describe('documents by type', () => {
  it('lists a type with search words and a status filter, each row opening its editor', async () => {
    const log = mockApi({ 'GET /api/studio/documents': { status: 200, data: { results: [row('blog_detail-towing-101', 'Towing 101')], page: 1, pageSize: 20, total: 1 } } });
    render(
      <MemoryRouter initialEntries={['/studio/content/blog_detail']}>
        <Routes><Route path="*" element={<ContentPage params={{ type: 'blog_detail' }} route={route} />} /></Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Towing 101' })).toHaveAttribute('href', '/studio/content/blog_detail/blog_detail-towing-101');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'tow');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Draft: never published');
    await screen.findByRole('link', { name: 'Towing 101' });
    expect(requestsTo(log, 'GET /api/studio/documents').map((r) => r.params)).toEqual([
      { type: 'blog_detail', page: 1 }, { type: 'blog_detail', q: 'tow', page: 1 }, { type: 'blog_detail', q: 'tow', status: 'draft', page: 1 },
    ]);
  });

  it("creates a new document as a draft after checking its title and address name with the API's schemas", async () => {
    const log = mockApi({
      'GET /api/studio/documents': { status: 200, data: { results: [], page: 1, pageSize: 20, total: 0 } },
      'POST /api/studio/documents': { status: 201, data: { ...row('blog_detail-first-frost', 'First frost'), status: 'draft' } },
    });
    render(
      <MemoryRouter initialEntries={['/studio/content/blog_detail']}>
        <Routes>
          <Route path="/studio/content/blog_detail" element={<ContentPage params={{ type: 'blog_detail' }} route={route} />} />
          <Route path="/studio/content/blog_detail/:id" element={<p>Editor opened</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const form = await screen.findByRole('form', { name: 'New blog detail' });
    const uid = screen.getByLabelText('Its address name (uid)');
    await userEvent.type(uid, 'First Frost');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByLabelText('Title of a new blog detail')).toHaveAccessibleDescription('Title is required');
    expect(uid).toHaveAccessibleDescription(STUDIO_MESSAGES.uid);
    expect(requestsTo(log, 'POST /api/studio/documents')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Title of a new blog detail'), 'First frost');
    await userEvent.clear(uid);
    await userEvent.type(uid, 'first-frost');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Editor opened')).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    expect(requestsTo(log, 'POST /api/studio/documents')[0].body).toEqual({ type: 'blog_detail', uid: 'first-frost', data: { title: 'First frost', meta_description: '', meta_image: null, body: [] } });
  });
});
