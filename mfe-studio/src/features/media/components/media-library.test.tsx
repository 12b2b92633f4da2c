import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import type { StaffRole } from '@rv/domain/auth';
import { MEDIA_MESSAGES, STUDIO_MESSAGES } from '@rv/domain/studio';
import { staffSession } from '../../session/staff-session';
import { MediaLibrary } from './media-library.component';

const item = (id: string, alt: string, extra: object = {}) => ({
  id, url: `/api/media/library/${id}.png`, alt, fileName: `${id}.png`, contentType: 'image/png', byteSize: 48 * 1024, width: 800, height: 600,
  uploadedAt: '2026-12-06T10:00:00Z', uploadedBy: 'staff.editor', ...extra,
});
const page = (results: object[], total = results.length, n = 1) => ({ status: 200, data: { results, page: n, pageSize: 60, total } });
const signIn = (roles: StaffRole[]) => act(() => staffSession.getState().signedIn({ username: 'e', displayName: 'Eli', roles, token: 't', expiresAt: '2099-01-01T00:00:00Z' }));
const png = () => new File(['png'], 'ramp.png', { type: 'image/png' });

beforeEach(() => signIn(['editor']));
afterEach(() => act(() => staffSession.getState().signOut()));

describe('the media library', () => {
  it('lists images with alt text, type, size, who and when; refuses an upload without alt text in the schema\'s words; uploads one with it', async () => {
    const log = mockApi({
      'GET /api/studio/media': page([item('m1', 'A trailer at dusk')]),
      'POST /api/studio/media': { status: 201, data: item('m2', 'A toy hauler ramp') },
    });
    const chosen = jest.fn();
    render(<MediaLibrary onChoose={chosen} />);
    const card = (await screen.findByRole('img', { name: 'A trailer at dusk' })).closest('li')!;
    expect(card).toHaveTextContent('PNG, 48 kB, 800 × 600');
    expect(card).toHaveTextContent('staff.editor');
    await userEvent.upload(screen.getByLabelText('Image file'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(STUDIO_MESSAGES.altText)).toBeInTheDocument();
    expect(screen.getByLabelText('Alt text')).toHaveAccessibleDescription(STUDIO_MESSAGES.altText);
    expect(requestsTo(log, 'POST /api/studio/media')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Alt text'), 'A toy hauler ramp');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ id: 'm2' }));
    expect(requestsTo(log, 'POST /api/studio/media')[0].body).toMatchObject({ alt: 'A toy hauler ramp' });
    expect(screen.getByLabelText('Alt text')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Use A trailer at dusk' }));
    expect(chosen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'm1' }));
  });

  it('refuses no file and a file that is not an image the site draws, before sending anything', async () => {
    const log = mockApi({ 'GET /api/studio/media': page([]) });
    render(<MediaLibrary />);
    expect(await screen.findByText('No images yet: upload the first.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Alt text'), 'A trailer');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(MEDIA_MESSAGES.fileRequired)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Image file'), new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await screen.findByText(MEDIA_MESSAGES.wrongType)).toBeInTheDocument();
    expect(requestsTo(log, 'POST /api/studio/media')).toEqual([]);
  });

  it('shows the API\'s refusal in its words, and keeps what was typed', async () => {
    mockApi({
      'GET /api/studio/media': page([]),
      'POST /api/studio/media': { status: 400, data: { statusCode: 400, error: 'Bad Request', message: MEDIA_MESSAGES.wrongType, field: 'file' } },
    });
    render(<MediaLibrary />);
    await userEvent.upload(await screen.findByLabelText('Image file'), png());
    await userEvent.type(screen.getByLabelText('Alt text'), 'A trailer');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.wrongType);
    expect(screen.getByLabelText('Alt text')).toHaveValue('A trailer');
  });

  it('offers no upload to staff who may not upload, and shows more images a page at a time', async () => {
    signIn(['publisher']);
    const log = mockApi({
      'GET /api/studio/media': (request) => (request.params.page === 2 ? page([item('m2', 'A ramp')], 2, 2) : page([item('m1', 'A trailer at dusk')], 2)),
    });
    render(<MediaLibrary />);
    expect(await screen.findByText('Uploading images is for staff with the editor role.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Image file')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more images' }));
    const list = screen.getByRole('list', { name: 'Images' });
    expect(await within(list).findByRole('img', { name: 'A ramp' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more images' })).not.toBeInTheDocument();
    expect(requestsTo(log, 'GET /api/studio/media')).toHaveLength(2);
  });

  it('says when the library cannot be read, and tries again', async () => {
    mockApi({ 'GET /api/studio/media': { status: 503, data: { statusCode: 503, error: 'Service Unavailable', message: 'The database is not answering.' } } });
    render(<MediaLibrary />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');
    mockApi({ 'GET /api/studio/media': page([item('m1', 'A trailer at dusk')]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'A trailer at dusk' })).toBeInTheDocument();
  });
});
