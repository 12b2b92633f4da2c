import { useMemo, useState } from 'react';
import { useResource } from '@rv/shared-lib';
import { dealershipScopeText, fetchManagerOverview, inDealershipScope, type ManagedUser } from '../../dealer-api';
import { useDealershipScope } from '../../dealership-select/dealership-choice';
import { formatUsNumber } from '@rv/domain/locale';
import { DataView } from '../../dashboard/components/data-view.component';
import { MemberDetail } from './member-detail.component';
import styles from './my-team.module.css';

/** The team table's column headings; on phones each cell shows its heading beside it (data-label). */
const COLUMNS = ['Name', 'Dealership', 'Sales level', 'Learning level', 'Points'] as const;

const fullName = (u: ManagedUser) => `${u.firstName} ${u.lastName}`.trim() || u.username;

/** The manager overview (dealer spec: entities and fields; roles and permissions): managed dealerships, managed users with points and levels, and one selected user's data. */
export function MyTeamView() {
  const all = useResource('manager-overview', fetchManagerOverview);
  const [selected, setSelected] = useState<ManagedUser | null>(null);
  // The Location select's dealership; while none is chosen, every dealership the manager manages.
  const scope = useDealershipScope();
  const overview = useMemo(() => (all.status === 'success' && scope.dealership ? { ...all, data: {
    managedUsers: inDealershipScope(all.data.managedUsers, scope.organizations), managedDealerships: inDealershipScope(all.data.managedDealerships, scope.organizations),
  } } : all), [all, scope]);
  const where = scope.dealership ? dealershipScopeText(scope.organizations) : 'All of the dealerships you manage';
  return (
    <DataView state={overview} what="team" isEmpty={(o) => o.managedUsers.length === 0 && o.managedDealerships.length === 0} empty={scope.dealership ? `You manage no users at ${where}.` : 'You do not manage any users or dealerships yet.'}>
      {(o) => (
        <div className={styles.layout}>
          <p className={styles.muted}>Showing: {where}.</p>
          <section aria-labelledby="dealer-team-dealerships" className={styles.card}>
            <h2 id="dealer-team-dealerships" className={styles.cardTitle}>Dealerships ({o.managedDealerships.length})</h2>
            <ul className={styles.list}>
              {o.managedDealerships.map((d) => <li key={d.dealershipNumber}>{d.dealershipName} ({d.dealershipNumber})</li>)}
            </ul>
          </section>
          <section aria-labelledby="dealer-team-users" className={styles.card}>
            <h2 id="dealer-team-users" className={styles.cardTitle}>Team members ({o.managedUsers.length})</h2>
            {/* Explicit roles keep the table a table for assistive technology when phones draw its rows as stacked blocks. */}
            <table className={styles.table} role="table">
              <thead role="rowgroup">
                <tr role="row">{COLUMNS.map((c) => <th key={c} scope="col" role="columnheader">{c}</th>)}</tr>
              </thead>
              <tbody role="rowgroup">
                {o.managedUsers.map((u) => (
                  <tr key={u.guid} role="row" aria-current={selected?.guid === u.guid ? 'true' : undefined} className={selected?.guid === u.guid ? styles.selected : undefined}>
                    <td role="cell" className={styles.nameCell}>
                      <button type="button" className={styles.linkButton} onClick={() => setSelected(u)}>{fullName(u)}</button>
                      {u.registered ? null : <span className={styles.muted}> (not registered)</span>}
                    </td>
                    <td role="cell" data-label={COLUMNS[1]}>{u.dealershipName}</td>
                    <td role="cell" data-label={COLUMNS[2]}>{u.levels.sales_level}</td>
                    <td role="cell" data-label={COLUMNS[3]}>{u.levels.learning_level}</td>
                    <td role="cell" data-label={COLUMNS[4]}>{u.points.filter((p) => !p.point.hideInSummary).map((p) => `${p.point.name} ${formatUsNumber(p.total)}`).join(', ') || '0'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {/* A member of another dealership than the chosen one is no longer shown. */}
          {selected && o.managedUsers.some((u) => u.guid === selected.guid) ? <MemberDetail key={selected.guid} member={selected} name={fullName(selected)} onClose={() => setSelected(null)} /> : null}
        </div>
      )}
    </DataView>
  );
}
