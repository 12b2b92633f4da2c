import { useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { STAFF_ROLES, type StaffRole } from '@rv/domain/auth';
import type { StudioStaffAccount } from '@rv/domain/content';
import { RoleGate } from '../features/session/components/role-gate.component';
import { StudioTable, type StudioColumn } from '../features/layout/components/studio-table.component';
import { useSignedInStaff } from '../features/session/staff-session';

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
  const columns: ReadonlyArray<StudioColumn<StudioStaffAccount>> = [
    { header: 'Staff member', rowHeader: true, cell: (account) => `${account.displayName} (${account.username})` },
    { header: 'Second factor', cell: (account) => (account.secondFactor ? 'set up' : 'not yet') },
    ...STAFF_ROLES.map((role): StudioColumn<StudioStaffAccount> => ({
      header: role,
      cell: (account) => <input type="checkbox" aria-label={`${account.username}: ${role}`} checked={account.roles.includes(role)} onChange={() => void toggle(account, role)} />,
    })),
  ];
  return <StudioTable label="Staff accounts" loading="Loading staff accounts…" problem={problem} rows={accounts} columns={columns} rowKey={(account) => account.username} />;
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
