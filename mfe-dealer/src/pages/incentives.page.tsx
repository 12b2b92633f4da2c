import { useEffect } from 'react';
import { DealerFrame } from '../components/dealer-frame.component';
import { IncentivesView } from '../features/incentives/components/incentives-view.component';

/** `/ignite/sales/incentives`: salesperson spiffs; the session guard sends users without spiffs to the dashboard. */
export function IncentivesPage() {
  useEffect(() => {
    document.title = 'Incentives';
  }, []);
  return (
    <DealerFrame>
      <h1>Incentives</h1>
      <IncentivesView />
    </DealerFrame>
  );
}
