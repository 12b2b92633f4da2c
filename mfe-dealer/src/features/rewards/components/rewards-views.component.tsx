/**
 * The rewards page's views (dealer spec (the calls) rewards platform: users/{id}/kpis, /rewards/achievements,
 * /missions, /rewards, /coupons, /activities). Spec (screens and routes) names no screen for these and does not show their fields,
 * so what each view shows is this portal's design; the ordering and state rules live in shared-lib
 * (dealer/rewards-display.ts). Each view has its loading, empty and error (with retry) state.
 */
import type { ReactNode } from 'react';
import { formatCalendarDate, formatUsNumber } from '@rv/domain/locale';
import {
  couponState, COUPON_STATE_LABELS, fetchActivities, fetchAchievements, fetchAwardedRewards, fetchCoupons, fetchKpis, fetchMissions, isEarned, kpiTimeFrameLabel, missionState, MISSION_STATE_LABELS, rewardProgress, sortAchievements, sortCoupons, sortMissions, type Reward,
} from '../../dealer-api';
import { useAccountChecks } from '../../account-checks/hooks/use-account-checks';
import { DataView, ProgressBar } from '../../dashboard/components/data-view.component';
import { useGamificationId } from '../hooks/use-account-ids';
import { ActivityLine } from './activity-line.component';
import { useAccountResource } from '../hooks/use-account-resource';
import styles from './rewards.module.css';


const criteria = (r: Reward) => r.attrs.progress?.criteriaProgress?.[0];
const progressText = (r: Reward) => {
  const c = criteria(r);
  return c ? `${formatUsNumber(c.completed)} of ${formatUsNumber(c.required)}` : '';
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id} className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Key figures: this month and this year, from users/{id}/kpis. */
export function KpisCard() {
  const kpis = useAccountResource(useGamificationId(), 'kpis', fetchKpis);
  return (
    <Section id="dealer-kpis-title" title="Key figures">
      <DataView state={kpis} what="key figures" isEmpty={(k) => k.length === 0} empty="No key figures yet: they start with your first sale or course.">
        {(list) => (
          <dl className={styles.points}>
            {list.map((k) => (
              <div key={k.id} className={styles.point}>
                <dt>{k.name} <span className="rv-visually-hidden">({kpiTimeFrameLabel(k.timeFrame)})</span></dt>
                <dd>{formatUsNumber(k.value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </DataView>
    </Section>
  );
}

function RewardItem({ reward, status }: { reward: Reward; status: string }) {
  return (
    <li className={styles.reward}>
      <h3 className={styles.levelTitle}>{reward.name}</h3>
      {reward.description ? <p className={styles.muted}>{reward.description}</p> : null}
      <p className={isEarned(reward) ? styles.earned : styles.muted}>{status}</p>
      <ProgressBar value={rewardProgress(reward)} label={`${reward.name} progress`} />
    </li>
  );
}

/** Achievements: earned ones first, then the closest to being earned. */
export function AchievementsCard() {
  const achievements = useAccountResource(useGamificationId(), 'achievements', fetchAchievements);
  return (
    <Section id="dealer-achievements-title" title="Achievements">
      <DataView state={achievements} what="achievements" isEmpty={(a) => a.length === 0} empty="No achievements are offered yet.">
        {(list) => (
          <ul className={styles.rewards}>
            {sortAchievements(list).map((a) => (
              <RewardItem key={a.id} reward={a} status={a.awarded ? `Earned ${formatCalendarDate(a.awarded.awardedOn)}` : `In progress: ${progressText(a)}`} />
            ))}
          </ul>
        )}
      </DataView>
    </Section>
  );
}

/** Missions: time-boxed goals; active ones first, ending soonest first. */
export function MissionsCard({ now = new Date() }: { now?: Date }) {
  const missions = useAccountResource(useGamificationId(), 'missions', fetchMissions);
  const status = (m: Reward) => {
    const state = missionState(m, now);
    const dates = m.startsOn && m.endsOn ? ` · ${formatCalendarDate(m.startsOn)} to ${formatCalendarDate(m.endsOn)}` : '';
    return `${MISSION_STATE_LABELS[state]}${state === 'active' ? `: ${progressText(m)}` : ''}${dates}`;
  };
  return (
    <Section id="dealer-missions-title" title="Missions">
      <DataView state={missions} what="missions" isEmpty={(m) => m.length === 0} empty="No missions are running right now.">
        {(list) => (
          <ul className={styles.rewards}>
            {sortMissions(list, now).map((m) => <RewardItem key={m.id} reward={m} status={status(m)} />)}
          </ul>
        )}
      </DataView>
    </Section>
  );
}

/** Rewards earned: the levels and achievements awarded, newest first (the API's order). */
export function EarnedRewardsCard() {
  const rewards = useAccountResource(useGamificationId(), 'awarded-rewards', fetchAwardedRewards);
  return (
    <Section id="dealer-earned-title" title="Rewards earned">
      <DataView state={rewards} what="rewards" isEmpty={(r) => r.length === 0} empty="Nothing earned yet: levels and achievements you reach show here.">
        {(list) => (
          <ul className={styles.notes}>
            {list.map((r) => (
              <li key={r.id}>
                <strong>{r.name}</strong> <span className={styles.muted}>({r.type}{r.awarded ? `, ${formatCalendarDate(r.awarded.awardedOn)}` : ''})</span>
              </li>
            ))}
          </ul>
        )}
      </DataView>
    </Section>
  );
}

/** Coupons for the reward shop: ready to use first (expiring soonest first), then used and expired. */
export function CouponsCard({ now = new Date() }: { now?: Date }) {
  const coupons = useAccountResource(useGamificationId(), 'coupons', fetchCoupons);
  return (
    <Section id="dealer-coupons-title" title="Coupons">
      <DataView state={coupons} what="coupons" isEmpty={(c) => c.length === 0} empty="You have no coupons.">
        {(list) => (
          <table className={styles.table}>
            <caption className={styles.caption}>Coupons to use in the reward shop</caption>
            <thead><tr><th scope="col">Coupon</th><th scope="col">Code</th><th scope="col">Use by</th><th scope="col">Status</th></tr></thead>
            <tbody>
              {sortCoupons(list, now).map((c) => (
                <tr key={c.id}>
                  <td><strong>{c.name}</strong><br /><span className={styles.muted}>{c.description}</span></td>
                  <td><code>{c.code}</code></td>
                  <td>{formatCalendarDate(c.expiresOn)}</td>
                  <td>{COUPON_STATE_LABELS[couponState(c, now)]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DataView>
    </Section>
  );
}

/** How many of the latest activities the page lists (the call itself asks for page 0, count 100). */
export const RECENT_ACTIVITY_SHOWN = 10;

/** The user's recent activity: behaviours only, filtered by their first org_ tag (dealer spec: validation rules; constants and limits). */
export function RecentActivityCard() {
  // The account check's tags may be plain strings or { tag } objects; the activities query reads strings.
  const tags = useAccountChecks()?.gamification?.tags?.map((t) => (typeof t === 'string' ? t : t.tag ?? ''));
  const activities = useAccountResource(useGamificationId(), 'my-activities', (id) => fetchActivities(id, tags));
  return (
    <Section id="dealer-activity-title" title="Recent activity">
      <DataView state={activities} what="activity" isEmpty={(a) => a.length === 0} empty="No activity yet: claims and completed courses show here.">
        {(list) => (
          <ul className={styles.notes}>
            {list.slice(0, RECENT_ACTIVITY_SHOWN).map((a) => (
              <li key={a.id}><ActivityLine activity={a} mutedClassName={styles.muted} /></li>
            ))}
          </ul>
        )}
      </DataView>
    </Section>
  );
}
