import { Fragment, useEffect, useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { errorMessage } from '@rv/shared-lib';
import { useSearchParams } from '@rv/shared-lib/router';
import type { SignedInStaff } from '@rv/domain/auth';
import { leadReportRange, leadReportRangeSchema } from '@rv/domain/dealer';
import { Button } from '@rv/ui-kit';
import { saveFile } from '../../../components/save-file';
import { fetchLeadReport, fetchLeadReportCsv, type LeadFigures, type LeadReport, type LeadReportDays } from '../staff.resource';
import styles from '../../leads/components/leads.module.css';

/** Each figure as the screen shows it: the CSV's own number, a share as a percentage of it. */
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const minutes = (m: number | null) => (m === null ? '—' : `${m} min`);
const FIGURES: ReadonlyArray<readonly [string, (f: LeadFigures) => string]> = [
  ['Leads', (f) => String(f.leads)],
  ['Contacted', (f) => String(f.contacted)],
  ['Sold', (f) => String(f.sold)],
  ['Share sold', (f) => percent(f.shareSold)],
  ['Median time to first contact', (f) => minutes(f.medianMinutesToFirstContact)],
  ['Registered sales', (f) => String(f.registeredSales)],
];

/** The days of the report from the address (`?from=&to=`), checked by the rule the API applies. */
function useAskedDays() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const asked = useMemo(() => leadReportRange({ from, to }, new Date()), [from, to]);
  return { asked, show: (days: LeadReportDays) => setParams({ from: days.from, to: days.to }) };
}

/** The maker's leads by week, brand, region and dealer for the days in the address; its CSV is of the same days. */
export function LeadReportView({ staff }: { staff: SignedInStaff }) {
  const { asked, show } = useAskedDays();
  const [report, setReport] = useState<LeadReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = asked.problem?.message ?? null;
  useEffect(() => {
    setReport(null);
    setFailure(null);
    if (problem) return undefined;
    let current = true;
    fetchLeadReport(staff, { from: asked.from, to: asked.to })
      .then((r) => current && setReport(r), (error) => current && setFailure(`The report could not be made: ${errorMessage(error)}`));
    return () => { current = false; };
  }, [staff, asked.from, asked.to, problem]);

  const formik = useFormik<LeadReportDays>({
    initialValues: { from: asked.from, to: asked.to },
    initialErrors: asked.problem ? { [asked.problem.field]: asked.problem.message } : {},
    enableReinitialize: true,
    // The API's own rule (domain), so a refused range reads the same here and in its 400.
    validationSchema: leadReportRangeSchema,
    onSubmit: show,
  });
  const downloadCsv = async () => {
    if (!report) return;
    try {
      const csv = await fetchLeadReportCsv(staff, { from: report.from, to: report.to });
      saveFile(new Blob([csv], { type: 'text/csv' }), `leads-report-${report.from}-${report.to}.csv`);
    } catch (error) {
      setFailure(`The CSV could not be made: ${errorMessage(error)}`);
    }
  };
  const field = (name: keyof LeadReportDays, label: string) => (
    <div className={styles.form}>
      <label htmlFor={`leads-${name}`}>{label}</label>
      <input id={`leads-${name}`} type="date" name={name} value={formik.values[name]} onChange={formik.handleChange}
        {...(formik.errors[name] ? { 'aria-invalid': true, 'aria-describedby': `leads-${name}-error` } : {})} />
      {formik.errors[name] ? <p id={`leads-${name}-error`} role="alert">{formik.errors[name]}</p> : null}
    </div>
  );

  return (
    <>
      <form className={`${styles.card} ${styles.form}`} onSubmit={formik.handleSubmit} aria-label="Report days" noValidate>
        {field('from', 'From')}
        {field('to', 'To')}
        <div className={styles.actions}><Button type="submit">Show report</Button></div>
      </form>
      {failure ? <p role="alert">{failure}</p> : null}
      {report ? <ReportFigures report={report} onDownload={() => void downloadCsv()} /> : problem ? null : <p role="status">Loading the report…</p>}
    </>
  );
}

function ReportFigures({ report, onDownload }: { report: LeadReport; onDownload(): void }) {
  return (
    <>
      <dl className={styles.facts} aria-label={`Totals ${report.from} to ${report.to}`}>
        {FIGURES.map(([name, shown]) => <Fragment key={name}><dt>{name}</dt><dd>{shown(report.totals)}</dd></Fragment>)}
      </dl>
      <div className={styles.actions}><Button type="button" theme="secondary" onClick={onDownload}>Download CSV</Button></div>
      <div style={{ overflowX: 'auto' }}>
        <table aria-label={`Leads ${report.from} to ${report.to}`}>
          <thead>
            <tr><th scope="col">Week</th><th scope="col">Brand</th><th scope="col">Region</th><th scope="col">Dealer</th>{FIGURES.map(([name]) => <th key={name} scope="col">{name}</th>)}</tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={`${r.week}-${r.brand}-${r.region}-${r.dealerNumber}`} data-testid="report-row">
                <td>{r.week}</td><td>{r.brand}</td><td>{r.region}</td><td>{r.dealerNumber}</td>{FIGURES.map(([name, shown]) => <td key={name}>{shown(r)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.rows.length ? null : <p className={styles.muted}>No leads from {report.from} to {report.to}.</p>}
    </>
  );
}
