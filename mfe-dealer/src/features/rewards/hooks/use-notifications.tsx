import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { authStore, type ResourceState } from '@rv/shared-lib';
import { fetchNotifications, type GamificationNotification } from '../../dealer-api';
import { useGamificationId } from './use-account-ids';
import { useAccountResource } from './use-account-resource';

type Notifications = ResourceState<GamificationNotification[]> & { reload(): void };

const NotificationsContext = createContext<Notifications | null>(null);

/**
 * One read of GET users/{id}/notifications per portal view, as soon as the rewards account is known: it
 * feeds the navigation's notification marker (the shell draws it) on every signed-in page, and the
 * dashboard's Notifications card shows the same answer rather than asking again.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const notes = useAccountResource(useGamificationId(), 'notifications', fetchNotifications);
  // The marker is a hint: without an answer it stays as it was.
  const unread = notes.status === 'success' ? notes.data.filter((n) => !n.read).length : null;
  useEffect(() => {
    // Only a change is written: every store update also wakes the shell.
    if (unread !== null && authStore.getState().unreadNotifications !== unread) authStore.getState().setProfileExtras({ unreadNotifications: unread });
  }, [unread]);
  return <NotificationsContext.Provider value={notes}>{children}</NotificationsContext.Provider>;
}

/** The signed-in user's notifications (NotificationsProvider's read); `reload` asks again, the marker follows. */
export function useNotifications(): Notifications {
  const notes = useContext(NotificationsContext);
  if (!notes) throw new Error('useNotifications needs a NotificationsProvider (the portal app provides one)');
  return notes;
}
