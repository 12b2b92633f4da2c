import { useEffect } from 'react';
import { Link } from '@rv/shared-lib/router';
import { DEALER_PREFIX } from '@rv/shared-lib';
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
      <p>Sold a unit? <Link to={`${DEALER_PREFIX}/sales/register`}>Register a sale by VIN</Link> to earn its program lines.</p>
      <IncentivesView />
    </DealerFrame>
  );
}
