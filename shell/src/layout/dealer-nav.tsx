import { useAuthStore, dealerRoutes } from '@rv/shared-lib';
import { onLinkClick } from './navigate';
import styles from './dealer-nav.module.css';

const PREFIX = '/ignite/sales';

interface NavEntry {
  label: string;
  href: string;
  managerOnly?: boolean;
  spiffsOnly?: boolean;
}

const ENTRIES: NavEntry[] = [
  { label: 'Dashboard', href: `${PREFIX}/dashboard` },
  { label: 'My Products', href: `${PREFIX}/product` },
  { label: 'Learning', href: `${PREFIX}/learning` },
  { label: 'Incentives', href: `${PREFIX}/incentives`, spiffsOnly: true },
  { label: 'My Team', href: `${PREFIX}/my-team`, managerOnly: true },
];

function initials(first?: string, last?: string, username?: string): string {
  const fromName = `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  return fromName || (username?.[0] ?? '?').toUpperCase();
}

/** spiffsEnabled as the dealer remote records it on the user; absent means enabled. */
function spiffsEnabled(user: Record<string, unknown> | null): boolean {
  return user?.spiffsEnabled !== false;
}

/** Dealer layout navigation (spec dealer §2): left on wide screens, bottom on narrow ones. */
export function DealerNav({ pathname }: { pathname: string }) {
  const user = useAuthStore((s) => s.user);
  const hasNotifications = Boolean(user?.unreadNotifications);
  const entries = ENTRIES.filter((e) => !e.managerOnly || user?.manager === true);
  return (
    <nav className={styles.nav} aria-label="Dealer portal">
      <a className={styles.brand} href={dealerRoutes.dashboard()} onClick={onLinkClick}>IGNITE</a>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const current = pathname === entry.href || pathname.startsWith(`${entry.href}/`);
          const disabled = entry.spiffsOnly && !spiffsEnabled(user);
          return (
            <li key={entry.label}>
              {disabled ? (
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
          <span className={styles.avatar} aria-hidden="true">{initials(user.firstName, user.lastName, user.username)}</span>
          <span className="rv-visually-hidden">Signed in as {user.firstName ?? user.username}</span>
          {hasNotifications ? <span className={styles.marker}><span className="rv-visually-hidden">New notifications</span></span> : null}
        </div>
      ) : null}
    </nav>
  );
}
