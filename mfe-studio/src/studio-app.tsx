import { RoutedPages } from '@rv/shared-lib';
import { Navigate, useLocation } from '@rv/shared-lib/router';
import { StudioLayout } from './features/layout/studio-layout.component';
import { SIGN_IN_PATH, signInPathFor } from './features/layout/studio-sections';
import { useStaff } from './features/session/staff-session';
import { pages } from './routes';

/** The studio inside its router: the sign-in page alone; every other page only for signed-in staff, in the studio's frame. */
export function StudioApp() {
  const staff = useStaff();
  const { pathname, search } = useLocation();
  if (pathname.replace(/\/+$/, '') === SIGN_IN_PATH) return <RoutedPages pages={pages} />;
  if (!staff) return <Navigate to={signInPathFor(`${pathname}${search}`)} replace />;
  return (
    <StudioLayout>
      <RoutedPages pages={pages} />
    </StudioLayout>
  );
}
