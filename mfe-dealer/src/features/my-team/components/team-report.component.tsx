import { useState } from 'react';
import { useFormik } from 'formik';
import { errorMessage } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { TEAM_REPORT_COLUMNS, defaultTeamReportRange, requiredCompletionText, teamReportRangeSchema, type TeamReportRow } from '@rv/domain/dealer';
import { formatUsNumber } from '@rv/domain/locale';
import { saveFile } from '../../../components/save-file';
import { fetchTeamReport, fetchTeamReportCsv, type TeamReport } from '../../dealer-api';
import { money } from '../../incentives/format';
import styles from './my-team.module.css';

interface RangeValues { from: string; to: string }

/** A figure as the table shows it; the CSV carries the same numbers plain. */
function cell(row: TeamReportRow, key: keyof TeamReportRow): string {
  if (key === 'claimsPaidAmount') return money(row.claimsPaidAmount);
  if (key === 'requiredCoursesCompleted') return requiredCompletionText(row);
  const value = row[key];
  return typeof value === 'number' ? formatUsNumber(value) : value;
}
// Completion shows as "n of m" in one column; the CSV keeps both numbers.
const SHOWN = TEAM_REPORT_COLUMNS.filter(([key]) => key !== 'requiredCoursesAssigned' && key !== 'username');

/** The team report for a date range at the location, with its CSV. */
export function TeamReportView({ dealership }: { dealership: string }) {
  const [report, setReport] = useState<TeamReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<RangeValues>({
    initialValues: defaultTeamReportRange(new Date()), validationSchema: teamReportRangeSchema,
    onSubmit: async ({ from, to }) => {
      setFailure(null);
      try {
        setReport(await fetchTeamReport(dealership, from, to));
      } catch (error) {
        setFailure(`The report could not be made: ${errorMessage(error)}`);
      }
    },
  });
  const downloadCsv = async () => {
    if (!report) return;
    try {
      saveFile(await fetchTeamReportCsv(dealership, report.from, report.to), `team-report-${dealership}-${report.from}-${report.to}.csv`);
    } catch (error) {
      setFailure(`The CSV could not be made: ${errorMessage(error)}`);
    }
  };
  const error = (field: keyof RangeValues) => (formik.errors[field] ? <p id={`report-${field}-error`} className={styles.error}>{formik.errors[field]}</p> : null);
  const invalid = (field: keyof RangeValues) => (formik.errors[field] ? { 'aria-invalid': true, 'aria-describedby': `report-${field}-error` } : {});
  return (
    <section aria-labelledby="dealer-team-report" className={styles.card}>
      <h2 id="dealer-team-report" className={styles.cardTitle}>Team report</h2>
      <form className={styles.form} onSubmit={formik.handleSubmit} aria-label="Report range" noValidate>
        <label className={styles.field}>From
          <input type="date" name="from" value={formik.values.from} onChange={formik.handleChange} {...invalid('from')} />
          {error('from')}
        </label>
        <label className={styles.field}>To
          <input type="date" name="to" value={formik.values.to} onChange={formik.handleChange} {...invalid('to')} />
          {error('to')}
        </label>
        <Button type="submit" disabled={formik.isSubmitting}>Show report</Button>
      </form>
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
      {report ? (
        <>
          <table className={styles.table} role="table" aria-label={`Team report ${report.from} to ${report.to}`}>
            <thead role="rowgroup"><tr role="row">{SHOWN.map(([key, heading]) => <th key={key} scope="col" role="columnheader">{heading}</th>)}</tr></thead>
            <tbody role="rowgroup">
              {report.rows.map((row) => (
                <tr key={row.username} role="row">
                  {SHOWN.map(([key, heading], i) => <td key={key} role="cell" className={i === 0 ? styles.nameCell : undefined} data-label={heading}>{cell(row, key)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
          <div><Button theme="secondary" onClick={() => void downloadCsv()}>Download CSV</Button></div>
        </>
      ) : null}
    </section>
  );
}
