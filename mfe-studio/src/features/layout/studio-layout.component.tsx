import type { ReactNode } from 'react';
import { Link, useLocation } from '@rv/shared-lib/router';
import { staffSession, useStaff } from '../session/staff-session';
import { sectionsFor } from './studio-sections';
import styles from './studio-layout.module.css';

/** The studio's frame: its nav (one link per area the staff member may use), who is signed in, and the page. */
export function StudioLayout({ children }: { children: ReactNode }) {
  const staff = useStaff();
  const { pathname } = useLocation();
  const signOut = () => staffSession.getState().signOut();
  return (
    <div className={styles.frame}>
      <nav className={styles.nav} aria-label="Studio">
        <Link to="/studio" className={styles.brand}>Studio</Link>
        {sectionsFor(staff).map((section) => {
          const current = pathname === section.path || pathname.startsWith(`${section.path}/`);
          return (
            <Link key={section.path} to={section.path} className={`${styles.link} ${current ? styles.active : ''}`} aria-current={current ? 'page' : undefined}>
              {section.label}
            </Link>
          );
        })}
        {staff ? (
          <div className={styles.who}>
            Signed in as {staff.displayName}
            <br />
            <button type="button" onClick={signOut}>Sign out</button>
          </div>
        ) : null}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
