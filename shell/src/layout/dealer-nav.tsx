import { authStore, dealerRoutes, logoutSession, useAuthStore, type LoggedInUser } from '@rv/shared-lib';
import { navigateToUrl } from 'single-spa';
import { onLinkClick } from './navigate';
import styles from './dealer-nav.module.css';

interface NavEntry {
  label: string;
  href: string;
  managerOnly?: boolean;
  spiffsOnly?: boolean;
}

const PREFIX = dealerRoutes.dealerHome();
const ENTRIES: NavEntry[] = [
  { label: 'Dashboard', href: dealerRoutes.dashboard() },
  { label: 'My Products', href: `${PREFIX}/product` },
  { label: 'Learning', href: `${PREFIX}/learning` },
  { label: 'Incentives', href: `${PREFIX}/incentives`, spiffsOnly: true },
  { label: 'My Team', href: `${PREFIX}/my-team`, managerOnly: true },
  // Not in the spec's list of links; the route /search?query= is (spec dealer §2), so the portal links it.
  { label: 'Search', href: `${PREFIX}/search` },
];

/** Initials of the first and last name, else of the username (spec dealer §2 avatar). */
export function initials(user: Pick<LoggedInUser, 'firstName' | 'lastName' | 'username'>): string {
  const fromName = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase();
  return fromName || (user.username?.[0] ?? '?').toUpperCase();
}

/** Sign out: the session ends locally whatever the API answers (spec dealer §4 logout resets everything). */
async function signOut() {
  const { refreshToken } = authStore.getState();
  try {
    await logoutSession(refreshToken);
  } catch {
    // The refresh token expires on its own; the person asked to leave and must not be kept waiting.
  }
  authStore.getState().logout('user');
  navigateToUrl(dealerRoutes.login());
}

/** Dealer layout navigation (spec dealer §2): left on wide screens, bottom on narrow ones. */
export function DealerNav({ pathname }: { pathname: string }) {
  const user = useAuthStore((s) => s.user);
  const spiffsEnabled = useAuthStore((s) => s.spiffsEnabled);
  const avatarUrl = useAuthStore((s) => s.avatarUrl);
  const unread = useAuthStore((s) => s.unreadNotifications);
  const entries = ENTRIES.filter((e) => !e.managerOnly || user?.manager === true);
  return (
    <nav className={styles.nav} aria-label="Dealer portal">
      <a className={styles.brand} href={dealerRoutes.dashboard()} onClick={onLinkClick}>IGNITE</a>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const current = pathname === entry.href || pathname.startsWith(`${entry.href}/`);
          return (
            <li key={entry.label}>
              {entry.spiffsOnly && !spiffsEnabled ? (
                <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true">{entry.label}</span>
              ) : (
                <a className={styles.link} href={entry.href} onClick={onLinkClick} aria-current={current ? 'page' : undefined}>{entry.label}</a>
              )}
            </li>
          );
        })}
      </ul>
      {user ? (
        <div className={styles.profile}>
          <span className={styles.avatar} aria-hidden="true">
            {avatarUrl ? <img className={styles.avatarImage} src={avatarUrl} alt="" /> : initials(user)}
            {unread > 0 ? <span className={styles.marker} data-testid="notification-marker" /> : null}
          </span>
          <span className={styles.name}>
            <span className="rv-visually-hidden">Signed in as </span>{`${user.firstName} ${user.lastName}`.trim() || user.username}
            {unread > 0 ? <span className="rv-visually-hidden">, {unread} new notifications</span> : null}
          </span>
          <button type="button" className={styles.signOut} onClick={() => void signOut()}>Sign out</button>
        </div>
      ) : null}
    </nav>
  );
}
