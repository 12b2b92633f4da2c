import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { staffSession } from '../../session/staff-session';
import { MediaLibrary } from './media-library.component';

const item = (id: string, alt: string) => ({ id, url: `/api/media/uploads/${id}.png`, alt, width: 800, height: 600, uploadedAt: '2026-12-06T10:00:00Z', uploadedBy: 'staff.editor' });

beforeEach(() => act(() => staffSession.getState().signedIn({ username: 'e', displayName: 'Eli', roles: ['editor'], token: 't', expiresAt: '2099-01-01T00:00:00Z' })));
afterEach(() => act(() => staffSession.getState().signOut()));

describe('the media library', () => {
  it('lists images with their alt text, refuses an upload without alt text, and uploads one with it', async () => {
    const log = mockApi({
      'GET /api/studio/media': { status: 200, data: { results: [item('m1', 'A trailer at dusk')] } },
      'POST /api/studio/media': { status: 201, data: item('m2', 'A toy hauler ramp') },
    });
    const chosen = jest.fn();
    render(<MediaLibrary onChoose={chosen} />);
    expect(await screen.findByRole('img', { name: 'A trailer at dusk' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Image file'), new File(['png'], 'ramp.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alt text is required');
    expect(requestsTo(log, 'POST /api/studio/media')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Alt text'), 'A toy hauler ramp');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ id: 'm2' }));
    expect(requestsTo(log, 'POST /api/studio/media')[0].body).toMatchObject({ alt: 'A toy hauler ramp' });
    await userEvent.click(screen.getByRole('button', { name: 'Use A trailer at dusk' }));
    expect(chosen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'm1' }));
  });
});
