import { authStore } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { formatCalendarDate } from '@rv/domain/locale';
import { markNotificationsRead } from '../../dealer-api';
import { DataView } from '../../dashboard/components/data-view.component';
import { useGamificationId } from '../hooks/use-account-ids';
import { useNotifications } from '../hooks/use-notifications';
import styles from './rewards.module.css';

const SHOWN = 5;

/**
 * The latest notifications, from the portal's one read of them (NotificationsProvider), which also feeds
 * the navigation's notification marker (the shell draws it).
 */
export function NotificationsCard() {
  const account = useGamificationId();
  const notes = useNotifications();
  const unread = notes.status === 'success' ? notes.data.filter((n) => !n.read).length : 0;
  const markedRead = () => {
    authStore.getState().setProfileExtras({ unreadNotifications: 0 });
    notes.reload();
  };
  return (
    <section aria-labelledby="dealer-notifications-title" className={styles.card}>
      <h2 id="dealer-notifications-title" className={styles.cardTitle}>Notifications{unread ? ` (${unread} new)` : ''}</h2>
      <DataView state={notes} what="notifications" reserve="13rem" isEmpty={(n) => n.length === 0} empty="No notifications.">
        {(list) => (
          <ul className={styles.notes}>
            {list.slice(0, SHOWN).map((n) => (
              <li key={n.id} className={n.read ? undefined : styles.unread}>
                <span>{n.message}</span> <time dateTime={n.createdOn} className={styles.muted}>{formatCalendarDate(n.createdOn)}</time>
              </li>
            ))}
          </ul>
        )}
      </DataView>
      {unread && account.status === 'success' ? (
        // A failed mark leaves the list as it was; the marker stays until the next successful mark.
        <Button theme="secondary" size="sm" onClick={() => void markNotificationsRead(account.id).then(markedRead, () => undefined)}>Mark all as read</Button>
      ) : null}
    </section>
  );
}
