import { useEffect } from 'react';
import { Link } from '@rv/shared-lib/router';
import { DEALER_PREFIX } from '@rv/shared-lib';
import { DealerFrame } from '../components/dealer-frame.component';
import { RegisterSaleForm } from '../features/programs/register-sale-form.component';

/** `/ignite/sales/sales/register`: a retail sale registered by VIN becomes the program lines it earns. */
export function RegisterSalePage() {
  useEffect(() => {
    document.title = 'Register a sale';
  }, []);
  return (
    <DealerFrame>
      <h1>Register a sale</h1>
      <RegisterSaleForm />
      <p><Link to={`${DEALER_PREFIX}/incentives`}>Back to your spiff lines</Link></p>
    </DealerFrame>
  );
}
