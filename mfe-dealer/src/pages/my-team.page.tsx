import { useEffect } from 'react';
import { useAuthStore } from '@rv/shared-lib';
import { ErrorPage } from '@rv/ui-kit';
import { DealerFrame } from '../components/dealer-frame.component';
import { MyTeamView } from '../features/my-team/components/my-team-view.component';
import { TeamSections } from '../features/my-team/components/team-sections.component';

/** Dealer spec (roles and permissions): My Team is for managers only; anyone else gets 403 here (and the API refuses them too). */
export const MANAGERS_ONLY_MESSAGE = 'My Team is only available to dealership managers.';

/** `/ignite/sales/my-team`: the manager overview: managed dealerships, managed users, and a selected user's data. */
export function MyTeamPage() {
  const user = useAuthStore((s) => s.user);
  useEffect(() => {
    document.title = 'My Team';
  }, []);
  if (!user?.manager) return <ErrorPage statusCode={403} message={MANAGERS_ONLY_MESSAGE} />;
  return (
    <DealerFrame>
      <h1>My Team</h1>
      <MyTeamView />
      <TeamSections />
    </DealerFrame>
  );
}
