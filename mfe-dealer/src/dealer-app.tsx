import { RoutedPages } from '@rv/shared-lib';
import { AccountChecksProvider } from './features/account-checks/hooks/use-account-checks';
import { NotificationsProvider } from './features/rewards/hooks/use-notifications';
import { SessionGuard } from './features/session/components/session-guard.component';
import { useIdleSession } from './features/session/hooks/use-idle-session';
import { useTokenRefresh } from './features/session/hooks/use-token-refresh';
import { pages } from './routes';

/**
 * The portal inside its router: route guards, idle and token upkeep, after-login checks, the notifications
 * (the navigation's marker on every page), then the page.
 */
export function DealerApp() {
  useIdleSession();
  useTokenRefresh();
  return (
    <AccountChecksProvider>
      <NotificationsProvider>
        <SessionGuard>
          <RoutedPages pages={pages} />
        </SessionGuard>
      </NotificationsProvider>
    </AccountChecksProvider>
  );
}
