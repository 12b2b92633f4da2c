import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@rv/shared-lib';
import type { SignedInStaff } from '@rv/domain/auth';
import { Button } from '@rv/ui-kit';
import { staffSecondFactor, staffSignIn, staffSignOut, storedStaff } from '@rv/shared-lib/studio';
import { fetchLeadReport, fetchLeadReportCsv, type LeadReport } from '../features/maker/staff.resource';
import styles from '../features/leads/components/leads.module.css';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const minutes = (m: number | null) => (m === null ? '—' : m < 120 ? `${Math.round(m)} min` : `${Math.round(m / 60)} h`);

/** The staff sign-in of this page, apart from the dealer sign-in: the password, then the authenticator app's code. */
function StaffSignIn({ onSignedIn }: { onSignedIn(staff: SignedInStaff): void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (!challenge) {
        const step = await staffSignIn(username, password);
        if (step.secondFactor === 'enrol') setProblem('This account has no second factor yet: enrol one in the studio first.');
        else setChallenge(step.challenge);
        return;
      }
      onSignedIn(await staffSecondFactor(challenge, code));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} aria-label="Staff sign-in">
      {problem ? <p role="alert">{problem}</p> : null}
      {challenge ? (
        <label>Code from the authenticator app, or a recovery code<input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="text" /></label>
      ) : (
        <>
          <label>Staff username<input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" /></label>
          <label>Password<input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" /></label>
        </>
      )}
      <div className={styles.actions}><Button type="submit">{challenge ? 'Verify' : 'Sign in'}</Button></div>
    </form>
  );
}

/** `/ignite/sales/maker/leads`: the maker's leads by brand, region, dealer and week, for staff with the sales role. */
export function MakerLeadsPage() {
  const [staff, setStaff] = useState<SignedInStaff | null>(() => storedStaff());
  const [report, setReport] = useState<LeadReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Leads report';
  }, []);
  useEffect(() => {
    if (staff) fetchLeadReport(staff).then(setReport, (error) => setProblem(errorMessage(error)));
  }, [staff]);

  const download = async () => {
    if (!staff) return;
    const csv = await fetchLeadReportCsv(staff);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    link.download = 'leads-report.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className={styles.layout}>
      <h1>Leads report</h1>
      {!staff ? <StaffSignIn onSignedIn={setStaff} /> : (
        <>
          <p className={styles.muted}>Signed in as {staff.displayName}. <button type="button" onClick={() => { void staffSignOut(staff); setStaff(null); setReport(null); }}>Sign out</button></p>
          {problem ? <p role="alert">{problem}</p> : null}
          {report ? (
            <>
              <dl className={styles.facts} aria-label="Totals">
                <dt>Leads</dt><dd data-testid="report-leads">{report.totals.leads}</dd>
                <dt>Sold</dt><dd data-testid="report-sold">{report.totals.sold} ({percent(report.totals.shareSold)})</dd>
                <dt>Median time to first contact</dt><dd>{minutes(report.totals.medianMinutesToFirstContact)}</dd>
              </dl>
              <div className={styles.actions}><Button type="button" theme="secondary" onClick={() => void download()}>Download CSV</Button></div>
              <div style={{ overflowX: 'auto' }}>
                <table>
                  <thead><tr><th scope="col">Week</th><th scope="col">Brand</th><th scope="col">Region</th><th scope="col">Dealer</th><th scope="col">Leads</th><th scope="col">Sold</th><th scope="col">Median to contact</th></tr></thead>
                  <tbody>
                    {report.rows.map((r) => (
                      <tr key={`${r.week}-${r.brand}-${r.region}-${r.dealerNumber}`} data-testid="report-row">
                        <td>{r.week}</td><td>{r.brand}</td><td>{r.region}</td><td>{r.dealerNumber}</td><td>{r.leads}</td><td>{r.sold} ({percent(r.shareSold)})</td><td>{minutes(r.medianMinutesToFirstContact)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : <p role="status">Loading the report…</p>}
        </>
      )}
    </div>
  );
}
