import { useEffect, useState } from 'react';
import type { SignedInStaff } from '@rv/domain/auth';
import { staffSignOut, storedStaff } from '@rv/shared-lib/studio';
import { LeadReportView } from '../features/maker/components/lead-report.component';
import { StaffSignIn } from '../features/maker/components/staff-sign-in.component';
import styles from '../features/leads/components/leads.module.css';

/** `/ignite/sales/maker/leads?from=&to=`: the maker's leads by brand, region, dealer and week, for staff with the sales role. */
export function MakerLeadsPage() {
  const [staff, setStaff] = useState<SignedInStaff | null>(() => storedStaff());
  useEffect(() => {
    document.title = 'Leads report';
  }, []);
  return (
    <div className={styles.layout}>
      <h1>Leads report</h1>
      {!staff ? <StaffSignIn onSignedIn={setStaff} /> : (
        <>
          <p className={styles.muted}>Signed in as {staff.displayName}. <button type="button" onClick={() => { void staffSignOut(staff); setStaff(null); }}>Sign out</button></p>
          <LeadReportView staff={staff} />
        </>
      )}
    </div>
  );
}
