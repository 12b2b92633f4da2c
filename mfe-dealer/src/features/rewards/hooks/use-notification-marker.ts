import { useEffect } from 'react';
import { authStore } from '@rv/shared-lib';
import { fetchNotifications } from '../../dealer-api';
import { useGamificationId } from './use-account-ids';
import { useAccountResource } from './use-account-resource';

/**
 * Feeds the navigation's notification marker (the shell draws it) on every signed-in portal page, as
 * soon as the rewards account is known: the unread count of GET users/{id}/notifications. The
 * dashboard's Notifications card keeps it current after "Mark all as read".
 */
export function useNotificationMarker(): void {
  const notes = useAccountResource(useGamificationId(), 'notifications', fetchNotifications);
  // The marker is a hint: without an answer it stays as it was.
  const unread = notes.status === 'success' ? notes.data.filter((n) => !n.read).length : null;
  useEffect(() => {
    // Only a change is written: every store update also re-serializes the stored session and wakes the shell.
    if (unread !== null && authStore.getState().unreadNotifications !== unread) authStore.getState().setProfileExtras({ unreadNotifications: unread });
  }, [unread]);
}
