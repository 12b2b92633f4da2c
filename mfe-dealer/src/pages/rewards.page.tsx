import { useEffect } from 'react';
import { Link } from '@rv/shared-lib/router';
import { DEALER_PREFIX } from '@rv/shared-lib';
import { DealerFrame } from '../components/dealer-frame.component';
import styles from '../features/dashboard/components/dashboard.module.css';
import { PointsSummary } from '../features/rewards/components/points-summary.component';
import { AchievementsCard, CouponsCard, EarnedRewardsCard, KpisCard, MissionsCard, RecentActivityCard } from '../features/rewards/components/rewards-views.component';

/**
 * `/ignite/sales/rewards`, reached from the dashboard's points card: points with the reward shop
 * balance and link, key figures, achievements, missions, rewards earned, coupons and recent activity. Dealer spec (screens and routes)
 * lists no such screen (nor the fields of these calls); it is this portal's view of the calls.
 */
export function RewardsPage() {
  useEffect(() => {
    document.title = 'My Rewards';
  }, []);
  return (
    <DealerFrame>
      <h1 className={styles.title}>My Rewards</h1>
      <p className={styles.subtitle}><Link to={`${DEALER_PREFIX}/dashboard`}>Back to the dashboard</Link></p>
      <div className={styles.grid}>
        <PointsSummary rewardsLink={false} />
        <KpisCard />
      </div>
      <div className={styles.grid}>
        <AchievementsCard />
        <MissionsCard />
      </div>
      <div className={styles.stack}>
        <CouponsCard />
        <EarnedRewardsCard />
        <RecentActivityCard />
      </div>
    </DealerFrame>
  );
}
