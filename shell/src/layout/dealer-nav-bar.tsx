import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LoggedInUser } from '@rv/shared-lib';
import { Avatar, displayName, EntryLink, isCurrentEntry, PROFILE_HREF, ProfileLink, signOut, type NavEntry } from './dealer-nav-entries';
import styles from './dealer-nav.module.css';

interface BarProps {
  entries: NavEntry[];
  pathname: string;
  user: LoggedInUser | null;
  spiffsEnabled: boolean;
  avatarUrl: string | null;
  unread: number;
}

/**
 * The portal's navigation at the bottom of narrow screens (dealer spec: screens and routes): the main destinations in
 * the bar, icon above label, and a More button (the user's avatar, with the notification marker) that
 * opens the rest, the user's name, My Profile and Sign out above the bar. Nothing scrolls sideways; every target is
 * at least 44 px square.
 */
export function DealerBottomBar({ entries, pathname, user, spiffsEnabled, avatarUrl, unread }: BarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLLIElement>(null);
  const inBar = entries.filter((e) => !e.inMore);
  const inMore = entries.filter((e) => e.inMore);
  const currentInMore = inMore.some((e) => isCurrentEntry(e, pathname)) || pathname === PROFILE_HREF;

  // A chosen destination closes the menu; so does a tap anywhere else.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    moreButton.current?.focus();
  };

  return (
    <ul className={styles.barList}>
      {inBar.map((entry) => (
        <li key={entry.label} className={styles.barItem}>
          <EntryLink entry={entry} pathname={pathname} disabled={Boolean(entry.spiffsOnly && !spiffsEnabled)} withIcon />
        </li>
      ))}
      <li
        key="more"
        ref={wrapper}
        className={styles.barItem}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <button
          ref={moreButton}
          type="button"
          className={`${styles.link} ${styles.moreButton} ${currentInMore ? styles.moreCurrent : ''}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {user ? <Avatar user={user} avatarUrl={avatarUrl} unread={unread} /> : null}
          More
          {unread > 0 ? <span className="rv-visually-hidden">, {unread} new notifications</span> : null}
        </button>
        <div id={panelId} className={styles.morePanel} hidden={!open}>
          <ul className={styles.moreList}>
            {inMore.map((entry) => (
              <li key={entry.label}>
                <EntryLink entry={entry} pathname={pathname} disabled={Boolean(entry.spiffsOnly && !spiffsEnabled)} withIcon />
              </li>
            ))}
          </ul>
          {user ? (
            <div className={styles.moreAccount}>
              <p className={styles.moreName}><span className="rv-visually-hidden">Signed in as </span>{displayName(user)}</p>
              <ProfileLink pathname={pathname} />
              <button type="button" className={styles.signOut} onClick={() => void signOut()}>Sign out</button>
            </div>
          ) : null}
        </div>
      </li>
    </ul>
  );
}
