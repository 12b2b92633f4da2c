import { useAuthStore, useResource } from '@rv/shared-lib';
import { formatUsNumber } from '@rv/domain/locale';
import {
  currentLevel, DEFAULT_LEVEL_NAME, fetchGamificationUser, fetchTeamActivities, fetchUserLevels, summaryPoints, type ManagedUser,
} from '../../dealer-api';
import { DataView } from '../../dashboard/components/data-view.component';
import { ActivityLine } from '../../rewards/components/activity-line.component';
import styles from './my-team.module.css';

// Spec (validation rules): a selected user's gamification data goes through that user's own gamification id.
async function memberGamification(gamificationId: string) {
  const [user, levels] = await Promise.all([fetchGamificationUser(gamificationId), fetchUserLevels(gamificationId)]);
  return { points: summaryPoints(user.points), sales: currentLevel(levels, 'sales_level')?.name, learning: currentLevel(levels, 'learning_level')?.name };
}

/** One team member: points and levels by their gamification id, and their recent activities. */
export function MemberDetail({ member, name, onClose }: { member: ManagedUser; name: string; onClose(): void }) {
  const managerGuid = useAuthStore((s) => s.user?.guid ?? '');
  const gid = member.gamificationId;
  const game = useResource(gid ? `member-game:${gid}` : null, () => memberGamification(gid as string));
  const activities = useResource(`member-activities:${member.guid}`, async () =>
    (await fetchTeamActivities(managerGuid, [member.guid])).users.find((u) => u.guid === member.guid)?.activities ?? []);
  return (
    <section aria-labelledby="dealer-member-title" className={styles.card}>
      <div className={styles.header}>
        <h2 id="dealer-member-title" className={styles.cardTitle}>{name}</h2>
        <button type="button" className={styles.linkButton} onClick={onClose}>Close<span className="rv-visually-hidden"> {name}</span></button>
      </div>
      <p className={styles.muted}>{member.email} · {member.dealershipName}</p>
      <h3 className={styles.subTitle}>Points and levels</h3>
      {gid ? (
        <DataView state={game} what={`${name}'s points`} empty="">
          {(g) => (
            <dl className={styles.facts}>
              <div><dt>Sales level</dt><dd>{g.sales ?? DEFAULT_LEVEL_NAME}</dd></div>
              <div><dt>Learning level</dt><dd>{g.learning ?? DEFAULT_LEVEL_NAME}</dd></div>
              {g.points.map((p) => <div key={p.point.name}><dt>{p.point.name}</dt><dd>{formatUsNumber(p.total)}</dd></div>)}
            </dl>
          )}
        </DataView>
      ) : <p className={styles.muted}>{name} has no rewards account yet.</p>}
      <h3 className={styles.subTitle}>Activity</h3>
      <DataView state={activities} what={`${name}'s activity`} isEmpty={(a) => a.length === 0} empty={`No activity for ${name} yet.`}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((a) => (
              <li key={a.id}><ActivityLine activity={a} mutedClassName={styles.muted} /></li>
            ))}
          </ul>
        )}
      </DataView>
    </section>
  );
}
