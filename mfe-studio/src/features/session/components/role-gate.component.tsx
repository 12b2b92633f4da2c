import type { ReactNode } from 'react';
import type { StaffRole } from '@rv/domain/auth';
import { useStaff } from '../staff-session';
import styles from './session.module.css';

/** Shows its page to staff holding one of `roles`, and to others a sentence naming the roles that may. */
export function RoleGate({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const staff = useStaff();
  if (staff && roles.some((role) => staff.roles.includes(role))) return <>{children}</>;
  return <p className={styles.notice} role="alert">Only staff with the {roles.join(' or ')} role may use this page.</p>;
}
