import { useEffect } from 'react';
import { authStore } from '@rv/shared-lib';
import { fetchProfileImage } from '../api/profile-image.resource';

/**
 * Shows the rewards profile image as the navigation's avatar (dealer spec: screens and routes): fetched with the
 * token and handed to the shell as an object URL, released when the image or the user changes.
 * Without an image, or when it cannot be read, the avatar shows initials.
 */
export function useProfileAvatar(imageUrl: string | null | undefined): void {
  useEffect(() => {
    if (!imageUrl) {
      // Only when there is something to clear: every store update also rewrites the stored session.
      if (authStore.getState().avatarUrl !== null) authStore.getState().setProfileExtras({ avatarUrl: null });
      return undefined;
    }
    let objectUrl: string | null = null;
    let current = true;
    fetchProfileImage(imageUrl).then(
      (image) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(image);
        authStore.getState().setProfileExtras({ avatarUrl: objectUrl });
      },
      () => current && authStore.getState().setProfileExtras({ avatarUrl: null }),
    );
    return () => {
      current = false;
      if (!objectUrl) return;
      if (authStore.getState().avatarUrl === objectUrl) authStore.getState().setProfileExtras({ avatarUrl: null });
      URL.revokeObjectURL(objectUrl);
    };
  }, [imageUrl]);
}
