import { useEffect } from 'react';
import { authStore } from '@rv/shared-lib';
import { fetchNotifications } from '../../dealer-api';
import { useGamificationId } from './use-account-ids';

/**
 * Feeds the navigation's notification marker (the shell draws it) on every signed-in portal page, as
 * soon as the rewards account is known: the unread count of GET users/{id}/notifications. The
 * dashboard's Notifications card keeps it current after "Mark all as read".
 */
export function useNotificationMarker(): void {
  const account = useGamificationId();
  const id = account.status === 'ready' ? account.id : null;
  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    fetchNotifications(id).then(
      (notes) => {
        if (current) authStore.getState().setProfileExtras({ unreadNotifications: notes.filter((n) => !n.read).length });
      },
      // The marker is a hint: without an answer it stays as it was.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id]);
}
