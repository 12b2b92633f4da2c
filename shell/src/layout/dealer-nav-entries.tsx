import { authStore, dealerRoutes, logoutSession, type LoggedInUser, onSiteLinkClick } from '@rv/shared-lib';
import { navigateToUrl } from 'single-spa';
import type { DealerNavIcon } from './dealer-nav-icons';
import { NavIcon } from './dealer-nav-icons';
import styles from './dealer-nav.module.css';

export interface NavEntry {
  label: string;
  href: string;
  icon: DealerNavIcon;
  managerOnly?: boolean;
  spiffsOnly?: boolean;
  /** On the phone bar, under More rather than in the bar: five places fit a 320 px screen, 64 px each. */
  inMore?: boolean;
}

const PREFIX = dealerRoutes.dealerHome();
export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Dashboard', href: dealerRoutes.dashboard(), icon: 'dashboard' },
  { label: 'My Products', href: `${PREFIX}/product`, icon: 'products' },
  { label: 'Learning', href: `${PREFIX}/learning`, icon: 'learning' },
  { label: 'Incentives', href: `${PREFIX}/incentives`, icon: 'incentives', spiffsOnly: true },
  { label: 'Leads', href: `${PREFIX}/leads`, icon: 'leads', inMore: true },
  { label: 'My Team', href: `${PREFIX}/my-team`, icon: 'team', managerOnly: true, inMore: true },
  // Not in the spec's list of links; the route /search?query= is (dealer spec: screens and routes), so the portal links it.
  { label: 'Search', href: `${PREFIX}/search`, icon: 'search', inMore: true },
];

/** The entries this user sees: My Team for managers only (dealer spec: roles and permissions). */
export function visibleEntries(user: Pick<LoggedInUser, 'manager'> | null): NavEntry[] {
  return NAV_ENTRIES.filter((e) => !e.managerOnly || user?.manager === true);
}

/** Whether an entry is the page shown or one of its sub-pages (a product's floorplans under My Products). */
export function isCurrentEntry(entry: NavEntry, pathname: string): boolean {
  return pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}

/** Initials of the first and last name, else of the username (dealer spec: screens and routes, avatar). */
export function initials(user: Pick<LoggedInUser, 'firstName' | 'lastName' | 'username'>): string {
  const fromName = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase();
  return fromName || (user.username?.[0] ?? '?').toUpperCase();
}

/** The name shown for the signed-in user. */
export const displayName = (user: LoggedInUser) => `${user.firstName} ${user.lastName}`.trim() || user.username;

/** Sign out: the session ends locally whatever the API answers (dealer spec: states and transitions, logout resets everything). */
export async function signOut() {
  const { refreshToken } = authStore.getState();
  try {
    await logoutSession(refreshToken);
  } catch {
    // The refresh token expires on its own; the person asked to leave and must not be kept waiting.
  }
  authStore.getState().logout('user');
  navigateToUrl(dealerRoutes.login());
}

/** One destination: a link marked current on its pages, or, for Incentives with spiffs off, a disabled label (dealer spec: screens and routes). */
export function EntryLink({ entry, pathname, disabled, withIcon = false }: { entry: NavEntry; pathname: string; disabled: boolean; withIcon?: boolean }) {
  const icon = withIcon ? <NavIcon name={entry.icon} className={styles.icon} /> : null;
  if (disabled) {
    return <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true">{icon}{entry.label}</span>;
  }
  return (
    <a className={styles.link} href={entry.href} onClick={onSiteLinkClick} aria-current={isCurrentEntry(entry, pathname) ? 'page' : undefined}>
      {icon}{entry.label}
    </a>
  );
}

/** The signed-in user's own page (first and last name), opened from beside the avatar. */
export const PROFILE_HREF = `${PREFIX}/profile`;

/** The link to the user's profile page, marked current there. */
export function ProfileLink({ pathname }: { pathname: string }) {
  return (
    <a className={styles.profileLink} href={PROFILE_HREF} onClick={onSiteLinkClick} aria-current={pathname === PROFILE_HREF ? 'page' : undefined}>
      My Profile
    </a>
  );
}

/** The profile picture, else the initials, with the notification marker; decorative (the name and count are text beside it). */
export function Avatar({ user, avatarUrl, unread }: { user: LoggedInUser; avatarUrl: string | null; unread: number }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {avatarUrl ? <img className={styles.avatarImage} src={avatarUrl} alt="" /> : initials(user)}
      {unread > 0 ? <span className={styles.marker} data-testid="notification-marker" /> : null}
    </span>
  );
}
