import { act, render, waitFor } from '@testing-library/react';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockReply } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { resetSession } from '../../test-support/render-app';
import { accountRoutes, GID, MAMBO } from '../dashboard/portal-fixtures';
import { AccountChecksProvider } from './hooks/use-account-checks';

/** the avatar's image needs the token, which an <img src> cannot send. */

const IMAGE = `GET ${MAMBO}/users/${GID}/image`;
const image = new Blob(['png bytes'], { type: 'image/png' });

/** The gamification user names `imageUrl`; the image answers `reply` to a call with a bearer token, 401 to one without. */
function withImage(imageUrl: string, reply: MockReply | (() => MockReply) = { status: 200, data: image }) {
  return mockApi({
    ...accountRoutes(),
    [`GET ${MAMBO}/user/validate`]: { status: 200, data: { uuid: GID, imageUrl, tags: ['org_D1001'], points: [] } },
    [IMAGE]: (request) => {
      if (!request.headers.Authorization?.startsWith('Bearer ')) return { status: 401 };
      return typeof reply === 'function' ? reply() : reply;
    },
  });
}

let created: Blob[];
let revoked: string[];
beforeEach(() => {
  resetSession();
  created = [];
  revoked = [];
  URL.createObjectURL = (blob: Blob) => `blob:avatar-${created.push(blob)}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

describe('the navigation avatar from the rewards profile image (dealer spec: screens and routes)', () => {
  it('fetches the image with the bearer token and hands the shell an object URL of it', async () => {
    const log = withImage(`${MAMBO}/users/${GID}/image?v=2`);
    authStore.getState().loginSuccess(dealerUser());
    render(<AccountChecksProvider><p>page</p></AccountChecksProvider>);
    await waitFor(() => expect(authStore.getState().avatarUrl).toBe('blob:avatar-1'));
    expect(created).toEqual([image]);
    const [request] = requestsTo(log, IMAGE);
    expect(request.headers.Authorization).toBe(`Bearer ${authStore.getState().authToken}`);
    expect(request.params).toEqual({ v: '2' });
  });

  it('releases the object URL when the user signs out', async () => {
    withImage(`${MAMBO}/users/${GID}/image?v=2`);
    authStore.getState().loginSuccess(dealerUser());
    render(<AccountChecksProvider><p>page</p></AccountChecksProvider>);
    await waitFor(() => expect(authStore.getState().avatarUrl).toBe('blob:avatar-1'));
    act(() => authStore.getState().logout('user'));
    expect(revoked).toEqual(['blob:avatar-1']);
    expect(authStore.getState().avatarUrl).toBeNull();
  });

  it('shows initials (no avatar URL) without an image', async () => {
    const log = withImage('');
    authStore.getState().loginSuccess(dealerUser());
    render(<AccountChecksProvider><p>page</p></AccountChecksProvider>);
    await waitFor(() => expect(requestsTo(log, `GET ${MAMBO}/user/validate`)).toHaveLength(1));
    expect(authStore.getState().avatarUrl).toBeNull();
    expect(requestsTo(log, IMAGE)).toEqual([]);
  });

  it('shows initials when the image cannot be read, also in place of an avatar shown before', async () => {
    const log = withImage(`${MAMBO}/users/${GID}/image?v=2`, () => {
      // An avatar is still shown while the image is asked for; the failed answer must replace it.
      authStore.getState().setProfileExtras({ avatarUrl: 'blob:an-earlier-avatar' });
      return { status: 404 };
    });
    authStore.getState().loginSuccess(dealerUser());
    render(<AccountChecksProvider><p>page</p></AccountChecksProvider>);
    await waitFor(() => expect(requestsTo(log, IMAGE)).toHaveLength(1));
    await waitFor(() => expect(authStore.getState().avatarUrl).toBeNull());
    expect(created).toEqual([]);
  });
});
