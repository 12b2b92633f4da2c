import { useEffect } from 'react';
import { DealerFrame } from '../components/dealer-frame.component';
import { RegisterSaleForm } from '../features/programs/register-sale.component';

/** `/ignite/sales/sales/register`: a retail sale registered by VIN becomes the program lines it earns. */
export function RegisterSalePage() {
  useEffect(() => {
    document.title = 'Register a sale';
  }, []);
  return (
    <DealerFrame>
      <h1>Register a sale</h1>
      <RegisterSaleForm />
    </DealerFrame>
  );
}
