import { lazy, Suspense } from 'react';
import { isFirstTimeModalDisplayed, RemoteErrorBoundary, useAuthStore } from '@rv/shared-lib';

/** The modal's code is its own chunk: most visits are by users who closed it long ago. */
const WelcomeModal = lazy(() => import('./welcome-modal.component').then((m) => ({ default: m.WelcomeModal })));

/**
 * The dashboard's first-time welcome (dealer spec: validation rules, FIRST_TIME_MODAL_DISPLAYED): loads and
 * opens the modal only for a user who has not closed it yet. Should its code fail to load, the page goes
 * on without it, and it shows on a later visit.
 */
export function Welcome() {
  const due = useAuthStore((s) => Boolean(s.user) && !isFirstTimeModalDisplayed(s.user!.attributes));
  if (!due) return null;
  return (
    <RemoteErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <WelcomeModal />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
