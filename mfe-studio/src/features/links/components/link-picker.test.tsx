import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { staffSession } from '../../session/staff-session';
import { LinkPicker, linkTo } from './link-picker.component';

beforeEach(() => act(() => staffSession.getState().signedIn({ username: 'e', displayName: 'Eli', roles: ['editor'], token: 't', expiresAt: '2099-01-01T00:00:00Z' })));
afterEach(() => act(() => staffSession.getState().signOut()));

describe('choosing a link among existing documents', () => {
  it('finds documents of a type by words of their titles and links the one chosen, never a broken one', async () => {
    const log = mockApi({
      'GET /api/studio/link-targets': (request) => ({ status: 200, data: { results: request.params.q === 'tow'
        ? [{ type: 'blog_detail', uid: 'towing-101', title: 'Towing 101', url: '/keystone-life/towing-101' }] : [] } }),
    });
    const chosen = jest.fn();
    render(<LinkPicker label="Find a page" type="blog_detail" onChoose={chosen} />);
    await userEvent.type(screen.getByLabelText('Find a page'), 'tow');
    await userEvent.click(await screen.findByRole('button', { name: 'Towing 101' }));
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ uid: 'towing-101' }));
    expect(requestsTo(log, 'GET /api/studio/link-targets').at(-1)?.params).toEqual({ q: 'tow', type: 'blog_detail' });
    expect(linkTo(chosen.mock.calls[0][0])).toEqual({ link_type: 'Document', type: 'blog_detail', uid: 'towing-101', slug: 'towing-101', isBroken: false });
  });
});
