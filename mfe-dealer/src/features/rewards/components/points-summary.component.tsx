import { fetchGamificationUser, fetchRewardShopToken, summaryPoints, useResource } from '@rv/shared-lib';
import { DataView } from '../../dashboard/components/data-view.component';
import { useGamificationId } from '../hooks/use-account-ids';
import { useAccountResource } from '../hooks/use-account-resource';
import styles from './rewards.module.css';

const number = new Intl.NumberFormat('en-US');

/** The points summary of the dashboard (spec dealer §2, §5): every point the user has, except those flagged hideInSummary. */
export function PointsSummary() {
  const user = useAccountResource(useGamificationId(), 'gamification-user', fetchGamificationUser);
  return (
    <section aria-labelledby="dealer-points-title" className={styles.card}>
      <h2 id="dealer-points-title" className={styles.cardTitle}>My points</h2>
      <DataView state={user} what="points" isEmpty={(u) => summaryPoints(u.points).length === 0} empty="No points yet: sales and completed courses earn points.">
        {(u) => (
          <dl className={styles.points}>
            {summaryPoints(u.points).map((p) => (
              <div key={p.point.name} className={styles.point}>
                <dt>{p.point.name}</dt>
                <dd>{number.format(p.total)}</dd>
              </div>
            ))}
          </dl>
        )}
      </DataView>
      <RewardShopLink />
    </section>
  );
}

/** The branded-site balance and its signed-in link to the reward shop (an external site, so a new tab). */
function RewardShopLink() {
  const shop = useResource('reward-shop', fetchRewardShopToken);
  if (shop.status !== 'success') return null;
  return (
    <p className={styles.shop}>
      Reward shop balance: <strong>{number.format(shop.data.balance)}</strong>{' '}
      <a href={shop.data.url} target="_blank" rel="noopener noreferrer">Visit the reward shop<span className="rv-visually-hidden"> (opens in a new tab)</span></a>
    </p>
  );
}
