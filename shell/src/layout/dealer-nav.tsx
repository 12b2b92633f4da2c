import { dealerRoutes, useAuthStore, onSiteLinkClick } from '@rv/shared-lib';
import { DealerBottomBar } from './dealer-nav-bar';
import { Avatar, displayName, EntryLink, ProfileLink, signOut, visibleEntries } from './dealer-nav-entries';
import { useMediaQuery } from './use-media-query';
import styles from './dealer-nav.module.css';

export { initials } from './dealer-nav-entries';

/** At and below this width the navigation is a bar at the bottom (dealer spec: screens and routes; breakpoint 1024 of its constants). Same width as the layout's CSS. */
export const DEALER_BOTTOM_BAR_QUERY = '(max-width: 1024px)';

/** Dealer layout navigation (dealer spec: screens and routes): a column at the left on wide screens, a bar at the bottom on narrow ones. */
export function DealerNav({ pathname }: { pathname: string }) {
  const user = useAuthStore((s) => s.user);
  const spiffsEnabled = useAuthStore((s) => s.spiffsEnabled);
  const avatarUrl = useAuthStore((s) => s.avatarUrl);
  const unread = useAuthStore((s) => s.unreadNotifications);
  const bottomBar = useMediaQuery(DEALER_BOTTOM_BAR_QUERY);
  const entries = visibleEntries(user);
  if (bottomBar) {
    return (
      <nav className={`${styles.nav} ${styles.bar}`} aria-label="Dealer portal">
        <DealerBottomBar entries={entries} pathname={pathname} user={user} spiffsEnabled={spiffsEnabled} avatarUrl={avatarUrl} unread={unread} />
      </nav>
    );
  }
  return (
    <nav className={`${styles.nav} ${styles.column}`} aria-label="Dealer portal">
      <a className={styles.brand} href={dealerRoutes.dashboard()} onClick={onSiteLinkClick}>IGNITE</a>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.label}>
            <EntryLink entry={entry} pathname={pathname} disabled={Boolean(entry.spiffsOnly && !spiffsEnabled)} />
          </li>
        ))}
      </ul>
      {user ? (
        <div className={styles.profile}>
          <Avatar user={user} avatarUrl={avatarUrl} unread={unread} />
          <span className={styles.name}>
            <span className="rv-visually-hidden">Signed in as </span>{displayName(user)}
            {unread > 0 ? <span className="rv-visually-hidden">, {unread} new notifications</span> : null}
          </span>
          <ProfileLink pathname={pathname} />
          <button type="button" className={styles.signOut} onClick={() => void signOut()}>Sign out</button>
        </div>
      ) : null}
    </nav>
  );
}
