import { useResource } from '@rv/shared-lib';
import { fetchTeamClaims, type TeamClaims } from '../../dealer-api';
import { DataView } from '../../dashboard/components/data-view.component';
import { money } from '../../incentives/format';
import { RemindButton } from './remind-button.component';
import styles from './my-team.module.css';

type Group = TeamClaims['statuses'][number];

/** The salespeople with lines in a status, once each. */
const peopleOf = (group: Group) => [...new Map(group.lines.filter((l) => l.guid).map((l) => [l.guid as string, l.salespersonName])).entries()];

/** The location's claims by status (count and amount), each status opening to whose lines they are, with a reminder per salesperson. */
export function TeamClaimsView({ dealership }: { dealership: string }) {
  const claims = useResource(`team-claims:${dealership}`, () => fetchTeamClaims(dealership));
  return (
    <section aria-labelledby="dealer-team-claims" className={styles.card}>
      <h2 id="dealer-team-claims" className={styles.cardTitle}>Claims by status</h2>
      <DataView state={claims} what="team claims" isEmpty={(c) => c.statuses.length === 0} empty="No program lines at this location yet.">
        {(c) => (
          <ul className={styles.plain}>
            {c.statuses.map((group) => (
              <li key={group.status}>
                <details>
                  <summary>{`${group.statusStr}: ${group.count} line${group.count === 1 ? '' : 's'}, ${money(group.amount)}`}</summary>
                  <ul className={styles.list}>
                    {peopleOf(group).map(([guid, name]) => (
                      <li key={guid}>
                        {`${name}: ${group.lines.filter((l) => l.guid === guid).length}`}{' '}
                        <RemindButton dealership={dealership} guid={guid} name={name} topic="claims" />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        )}
      </DataView>
    </section>
  );
}
