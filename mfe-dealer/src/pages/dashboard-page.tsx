import { useEffect } from 'react';
import { useAuthStore, userDealership } from '@rv/shared-lib';
import { DealerFrame } from '../components/dealer-frame.component';
import { useAccountChecks } from '../features/account-checks/hooks/use-account-checks';
import { BrandQuickNav } from '../features/dashboard/components/brand-quick-nav.component';
import styles from '../features/dashboard/components/dashboard.module.css';

/**
 * `/ignite/sales/dashboard`, the default page after login: the user, the dealership and the brand
 * quick navigation. Points, levels, learning and incentives come with issue 11.
 */
export function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const checks = useAccountChecks();
  const dealership = userDealership(user);
  useEffect(() => {
    document.title = 'Dashboard';
  }, []);
  if (!user) return null;
  return (
    <DealerFrame>
      <h1 className={styles.title}>Welcome, {user.firstName || user.username}</h1>
      <p className={styles.subtitle}>
        {`${user.firstName} ${user.lastName}`.trim()}
        {dealership ? ` · ${dealership.dealershipName} (${dealership.dealershipNumber})` : ''}
      </p>
      {checks?.accountSetupError ? (
        <p className={styles.warning} role="status">Your rewards account is still being set up. Points will show here once it is ready.</p>
      ) : null}
      <BrandQuickNav />
    </DealerFrame>
  );
}
