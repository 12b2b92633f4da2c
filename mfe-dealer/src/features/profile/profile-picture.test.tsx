import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes, GID, MAMBO } from '../dashboard/portal-fixtures';
import { PICTURE_SAVED } from './components/profile-picture.component';
import { cropToSquare, UNREADABLE_PICTURE } from './crop-image';

// jsdom draws no canvas: the crop (domain squareCrop on a canvas) is replaced by its answer, a 512 px JPEG.
jest.mock('./crop-image', () => ({ ...jest.requireActual('./crop-image'), cropToSquare: jest.fn() }));
const cropped = new Blob(['square jpeg'], { type: 'image/jpeg' });
const UPLOAD = `POST ${MAMBO}/users/${GID}/image`;
const NEW_IMAGE = `${MAMBO}/users/${GID}/image?v=99`;

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

async function openProfile(routes: Record<string, MockHandler> = {}) {
  const log = mockApi({
    ...accountRoutes(),
    [UPLOAD]: { status: 200, data: { imageUrl: NEW_IMAGE } },
    [`GET ${MAMBO}/users/${GID}/image`]: { status: 200, data: new Blob(['new'], { type: 'image/jpeg' }) },
    ...routes,
  });
  authStore.getState().loginSuccess(dealerUser());
  renderApp('/ignite/sales/profile');
  const input = await screen.findByLabelText('Choose a picture');
  await waitFor(() => expect(input).toBeEnabled());
  // applyAccept off: a person can pick any file ("All files"), and the page must still say what is wrong.
  return { log, input, user: userEvent.setup({ applyAccept: false }) };
}

let objectUrls = 0;
beforeEach(() => {
  resetSession();
  jest.mocked(cropToSquare).mockReset().mockResolvedValue(cropped);
  URL.createObjectURL = () => `blob:picture-${(objectUrls += 1)}`;
  URL.revokeObjectURL = () => undefined;
});

describe('profile picture upload (dealer spec: the calls, image upload URL users/{id}/image)', () => {
  it('crops the chosen picture to a square, shows it, uploads it and shows it in the navigation', async () => {
    const { log, input, user } = await openProfile();
    const chosen = file('me.png', 'image/png');
    await user.upload(input, chosen);
    expect(cropToSquare).toHaveBeenCalledWith(chosen);
    expect(await screen.findByRole('img', { name: 'Your new picture, cropped to a square' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByText(PICTURE_SAVED)).toBeInTheDocument();
    expect(requestsTo(log, UPLOAD).map((r) => r.body)).toEqual([{ image: expect.any(Blob) }]);
    // The navigation's avatar reads the new image (with the token) and shows it.
    await waitFor(() => expect(requestsTo(log, `GET ${MAMBO}/users/${GID}/image`).at(-1)?.params).toEqual({ v: '99' }));
    await waitFor(() => expect(authStore.getState().avatarUrl).toMatch(/^blob:picture-/));
  });

  it.each([
    [file('cv.pdf', 'application/pdf'), '"cv.pdf" is not a picture the portal can use. Choose a PNG, JPEG, GIF or WebP image.'],
    [file('holiday.heic', 'image/heic'), '"holiday.heic" is not a picture the portal can use. Choose a PNG, JPEG, GIF or WebP image.'],
    [file('huge.jpg', 'image/jpeg', 12.4 * 1024 * 1024), '"huge.jpg" is 12.4 MB. Choose a picture of at most 10 MB.'],
  ])('says in words why %p cannot be the picture, and sends nothing', async (chosen, message) => {
    const { log, input, user } = await openProfile();
    await user.upload(input, chosen);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(cropToSquare).not.toHaveBeenCalled();
    expect(requestsTo(log, UPLOAD)).toEqual([]);
  });

  it('says so when the picture cannot be read, and shows the API refusal as worded', async () => {
    const { input, user } = await openProfile({ [UPLOAD]: { status: 415, data: { statusCode: 415, error: 'Unsupported Media Type', message: 'image must be a PNG, JPEG, GIF or WebP image' } } });
    jest.mocked(cropToSquare).mockRejectedValueOnce(new Error(UNREADABLE_PICTURE));
    await user.upload(input, file('broken.jpg', 'image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE_PICTURE);
    await user.upload(screen.getByLabelText('Choose a picture'), file('me.jpg', 'image/jpeg'));
    await user.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('image must be a PNG, JPEG, GIF or WebP image');
  });
});
