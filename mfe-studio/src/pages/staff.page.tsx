import { useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { STAFF_ROLES, type StaffRole } from '@rv/domain/auth';
import type { StudioStaffAccount } from '@rv/domain/content';
import { RoleGate } from '../features/session/components/role-gate.component';
import { useSignedInStaff } from '../features/session/staff-session';
import styles from '../features/editor/components/editor.module.css';

function StaffTable() {
  const staff = useSignedInStaff();
  const [accounts, setAccounts] = useState<StudioStaffAccount[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    studioApi.listStaff(staff).then((list) => setAccounts(list.results), (error) => setProblem(errorMessage(error)));
  }, [staff]);
  const toggle = async (account: StudioStaffAccount, role: StaffRole) => {
    const roles = account.roles.includes(role) ? account.roles.filter((r) => r !== role) : [...account.roles, role];
    try {
      const changed = await studioApi.changeStaffRoles(staff, account.username, roles);
      setAccounts((list) => (list ?? []).map((a) => (a.username === changed.username ? changed : a)));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <>
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      {accounts === null && !problem ? <p role="status">Loading staff accounts…</p> : null}
      {accounts ? (
        <table className={styles.changes}>
          <thead><tr><th scope="col">Staff member</th><th scope="col">Second factor</th>{STAFF_ROLES.map((role) => <th key={role} scope="col">{role}</th>)}</tr></thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.username}>
                <th scope="row">{account.displayName} ({account.username})</th>
                <td>{account.secondFactor ? 'set up' : 'not yet'}</td>
                {STAFF_ROLES.map((role) => (
                  <td key={role}>
                    <input type="checkbox" aria-label={`${account.username}: ${role}`} checked={account.roles.includes(role)} onChange={() => void toggle(account, role)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

/** `/studio/staff`: the staff accounts and their roles, changed by admins. */
export function StaffPage() {
  return (
    <RoleGate roles={['admin']}>
      <h1>Staff</h1>
      <StaffTable />
    </RoleGate>
  );
}
