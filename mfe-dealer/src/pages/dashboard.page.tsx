import { useEffect } from 'react';
import { DEALER_PREFIX, useAuthStore } from '@rv/shared-lib';
import { dealershipScopeText } from '@rv/domain/dealer';
import { DealerFrame } from '../components/dealer-frame.component';
import { useAccountChecks } from '../features/account-checks/hooks/use-account-checks';
import { BrandQuickNav } from '../features/dashboard/components/brand-quick-nav.component';
import { BrochuresCard } from '../features/dashboard/components/brochures.component';
import styles from '../features/dashboard/components/dashboard.module.css';
import { RenderNearView } from '../features/dashboard/components/render-near-view.component';
import { useDealershipScope } from '../features/dealership-select/dealership-choice';
import { LearningProgressSummary } from '../features/learning/components/learning-paths.component';
import { LeaderboardCard } from '../features/rewards/components/leaderboard.component';
import { LevelsCard } from '../features/rewards/components/levels-card.component';
import { NotificationsCard } from '../features/rewards/components/notifications.component';
import { PointsSummary } from '../features/rewards/components/points-summary.component';
import { Welcome } from '../features/welcome/components/welcome.component';

/**
 * `/ignite/sales/dashboard`, the default page after login (dealer spec: screens and routes): points, sales and learning
 * levels, learning-path progress, notifications, the leaderboard, brand quick navigation and brochures;
 * the first-time welcome modal until the user has closed it once. The points and levels are the first
 * screen on a phone; the cards below render when near view or when the page is idle (RenderNearView).
 */
export function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const checks = useAccountChecks();
  // The Location select's dealership, or every dealership of the user while none is chosen.
  const scope = useDealershipScope();
  const scopeText = dealershipScopeText(scope.organizations);
  const where = scopeText ? ` · ${scopeText}` : '';
  useEffect(() => {
    document.title = 'Dashboard';
  }, []);
  if (!user) return null;
  return (
    <DealerFrame>
      <h1 className={styles.title}>Welcome, {user.firstName || user.username}</h1>
      <p className={styles.subtitle}>
        {`${user.firstName} ${user.lastName}`.trim()}
        {where}
      </p>
      {checks?.accountSetupError ? (
        <p className={styles.warning} role="status">Your rewards account is still being set up. Points will show here once it is ready.</p>
      ) : null}
      <div className={styles.grid}>
        <PointsSummary />
        <LevelsCard />
        <RenderNearView reserve="20rem"><LearningProgressSummary learningHref={`${DEALER_PREFIX}/learning`} /></RenderNearView>
        <RenderNearView reserve="18rem"><NotificationsCard /></RenderNearView>
      </div>
      <div className={styles.stack}>
        <RenderNearView reserve="32rem"><LeaderboardCard /></RenderNearView>
        <RenderNearView reserve="31rem"><BrandQuickNav /></RenderNearView>
        <RenderNearView reserve="10rem"><BrochuresCard /></RenderNearView>
      </div>
      <Welcome />
    </DealerFrame>
  );
}
