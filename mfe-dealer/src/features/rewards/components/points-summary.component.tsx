import { Link } from '@rv/shared-lib/router';
import { DEALER_PREFIX, useResource } from '@rv/shared-lib';
import { formatUsNumber } from '@rv/domain/locale';
import { fetchGamificationUser, fetchRewardShopToken, summaryPoints } from '../../dealer-api';
import { DataView } from '../../dashboard/components/data-view.component';
import { useGamificationId } from '../hooks/use-account-ids';
import { useAccountResource } from '../hooks/use-account-resource';
import styles from './rewards.module.css';

/** The rewards page: achievements, missions, coupons and key figures. */
export const REWARDS_HREF = `${DEALER_PREFIX}/rewards`;

/**
 * The points summary (dealer spec: screens and routes; validation rules): every point the user has, except those flagged
 * hideInSummary, with the reward shop link and, on the dashboard, the way to the rewards page.
 */
export function PointsSummary({ rewardsLink = true }: { rewardsLink?: boolean }) {
  const user = useAccountResource(useGamificationId(), 'gamification-user', fetchGamificationUser);
  return (
    <section aria-labelledby="dealer-points-title" className={styles.card}>
      <h2 id="dealer-points-title" className={styles.cardTitle}>My points</h2>
      <DataView state={user} what="points" placeholder={<PointsPlaceholder />} isEmpty={(u) => summaryPoints(u.points).length === 0} empty="No points yet: sales and completed courses earn points.">
        {(u) => (
          <dl className={styles.points}>
            {summaryPoints(u.points).map((p) => (
              <div key={p.point.name} className={styles.point}>
                <dt>{p.point.name}</dt>
                <dd>{formatUsNumber(p.total)}</dd>
              </div>
            ))}
          </dl>
        )}
      </DataView>
      <RewardShopLink />
      {rewardsLink ? <p className={styles.more}><Link to={REWARDS_HREF}>Achievements, missions and coupons</Link></p> : null}
    </section>
  );
}

/**
 * The points grid with blank figures while they load: as tall as the usual three (sales, learning,
 * spendable) at every width, where a fixed reserve was right for one width only and the cards below
 * moved when the figures arrived (layout shift).
 */
function PointsPlaceholder() {
  return (
    <dl className={styles.points}>
      {['sales', 'learning', 'spendable'].map((key) => (
        <div key={key} className={`${styles.point} ${styles.pointPending}`}>
          <dt>&nbsp;</dt>
          <dd>&nbsp;</dd>
        </div>
      ))}
    </dl>
  );
}

/** The branded-site balance and its signed-in link to the reward shop (an external site, so a new tab). */
function RewardShopLink() {
  const shop = useResource('reward-shop', fetchRewardShopToken);
  // The balance and the link are two lines at every width; two lines are kept while the balance loads,
  // so the links below do not move when it arrives.
  if (shop.status === 'loading') return <p className={styles.shop} aria-hidden="true">&nbsp;<br />&nbsp;</p>;
  if (shop.status === 'error') return <p className={styles.muted}>The reward shop link is not available right now.</p>;
  return (
    <p className={styles.shop}>
      Reward shop balance: <strong>{formatUsNumber(shop.data.balance)}</strong>
      <br />
      <a href={shop.data.url} target="_blank" rel="noopener noreferrer">Visit the reward shop<span className="rv-visually-hidden"> (opens in a new tab)</span></a>
    </p>
  );
}
