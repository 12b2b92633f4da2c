import { Navigate } from '@rv/shared-lib/router';
import { dealerRoutes } from '@rv/shared-lib';

/**
 * `/ignite/sales` (dealer home): without a session the route guard has already sent the user to
 * login, so anyone who gets here is signed in and goes on to the dashboard (dealer spec: screens and routes).
 */
export function DealerHomePage() {
  return <Navigate to={dealerRoutes.dashboard()} replace />;
}
