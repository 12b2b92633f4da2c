import { useEffect } from 'react';
import { authStore, useResource } from '@rv/shared-lib';
import { fetchProfileImage } from '../api/profile-image.resource';

const clearAvatar = () => {
  // Only when there is something to clear: every store update also rewrites the stored session.
  if (authStore.getState().avatarUrl !== null) authStore.getState().setProfileExtras({ avatarUrl: null });
};

/**
 * Shows the rewards profile image as the navigation's avatar (dealer spec: screens and routes): read with the
 * token (never on the server) and handed to the shell as an object URL, released when the image or the user
 * changes. Without an image, or when it cannot be read, the avatar shows initials.
 */
export function useProfileAvatar(imageUrl: string | null | undefined): void {
  const image = useResource(imageUrl ? `dealer:avatar:${imageUrl}` : null, () => fetchProfileImage(imageUrl as string), { seed: false });
  const blob = imageUrl && image.status === 'success' ? image.data : null;
  const failed = !imageUrl || image.status === 'error';
  useEffect(() => {
    if (failed) clearAvatar();
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    authStore.getState().setProfileExtras({ avatarUrl: objectUrl });
    return () => {
      if (authStore.getState().avatarUrl === objectUrl) authStore.getState().setProfileExtras({ avatarUrl: null });
      URL.revokeObjectURL(objectUrl);
    };
  }, [blob, failed]);
}
