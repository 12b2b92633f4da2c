import { useEffect } from 'react';
import type { PageProps } from '@rv/shared-lib';
import { DealerFrame } from '../components/dealer-frame.component';
import { LeadList } from '../features/leads/components/lead-list.component';
import { LeadDetailView } from '../features/leads/components/lead-detail.component';

/** `/ignite/sales/leads` and `/ignite/sales/leads/{id}`: the dealership's leads inbox and one lead. */
export function LeadsPage({ params }: PageProps) {
  const id = Number(params.id);
  useEffect(() => {
    document.title = params.id ? `Lead #${params.id}` : 'Leads';
  }, [params.id]);
  return (
    <DealerFrame>
      {params.id ? <LeadDetailView key={id} id={id} /> : <><h1>Leads</h1><LeadList /></>}
    </DealerFrame>
  );
}
