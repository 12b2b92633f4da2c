import { leadReportRange, median } from '@rv/domain/dealer';
import type { Database } from '../../db/database';
import { csvCell } from '../../http/csv';
import { badRequest } from '../../http/errors';
import { registeredSalesByVin } from '../programs/service';
import { findLeadsForReport } from './repository';

/** The maker's leads report: its range, its figures by brand, region, dealer and week, and its CSV. */

/** The Monday (UTC) of a moment's week, as a date. */
function weekOf(value: string | Date): string {
  const d = new Date(value);
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day)).toISOString().slice(0, 10);
}

/** The report's range: both ends dates, included; `until` is the midnight (UTC) after `to`. */
export interface ReportRange { from: string; to: string; since: Date; until: Date }

/** A report range from the query, by the rule the page applies too; a bad date or order is a 400 naming it. */
export function reportRange(query: { from?: string; to?: string }, today = new Date()): ReportRange {
  const { from, to, problem } = leadReportRange(query, today);
  if (problem) throw badRequest(problem.message, problem.field);
  return { from, to, since: new Date(`${from}T00:00:00Z`), until: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) };
}

/**
 * The maker's view: leads by brand, region (state), dealer and week, with the median minutes to first
 * contact and the share sold, and the totals of the range.
 */
export async function leadReport(db: Database, range: ReportRange) {
  const leads = await findLeadsForReport(db, range);
  const sales = await registeredSalesByVin(db, leads.flatMap((l) => (l.status === 'sold' && l.sold_vin ? [l.sold_vin] : [])));
  const registered = (l: (typeof leads)[number]) => l.status === 'sold' && !!l.sold_vin && sales.get(l.sold_vin)?.dealershipNumber === l.dealer_number;
  const groups = new Map<string, typeof leads>();
  for (const lead of leads) {
    const key = JSON.stringify([weekOf(lead.created_at), lead.brand ?? '', lead.state ?? '', lead.dealer_number ?? '']);
    groups.set(key, [...(groups.get(key) ?? []), lead]);
  }
  const figures = (rows: typeof leads) => {
    const minutes = rows.filter((r) => r.first_contact_at).map((r) => (new Date(r.first_contact_at!).getTime() - new Date(r.created_at).getTime()) / 60000);
    const sold = rows.filter((r) => r.status === 'sold').length;
    const m = median(minutes);
    return {
      leads: rows.length, contacted: minutes.length, sold, registeredSales: rows.filter(registered).length,
      shareSold: rows.length ? Math.round((sold / rows.length) * 1000) / 1000 : 0, medianMinutesToFirstContact: m === null ? null : Math.round(m * 10) / 10,
    };
  };
  const rows = [...groups.entries()].map(([key, group]) => {
    const [week, brand, region, dealerNumber] = JSON.parse(key) as string[];
    return { week, brand, region, dealerNumber: dealerNumber || 'maker queue', ...figures(group) };
  }).sort((a, b) => a.week.localeCompare(b.week) || a.brand.localeCompare(b.brand) || a.region.localeCompare(b.region) || a.dealerNumber.localeCompare(b.dealerNumber));
  return { from: range.from, to: range.to, totals: figures(leads), rows };
}

const REPORT_COLUMNS = ['week', 'brand', 'region', 'dealerNumber', 'leads', 'contacted', 'sold', 'shareSold', 'medianMinutesToFirstContact', 'registeredSales'] as const;

/** The report's rows as CSV (CRLF lines), read from the live database: nothing has to stop. */
export async function leadReportCsv(db: Database, range: ReportRange): Promise<string> {
  const { rows } = await leadReport(db, range);
  return [REPORT_COLUMNS.join(','), ...rows.map((row) => REPORT_COLUMNS.map((c) => csvCell(row[c])).join(','))].map((l) => `${l}\r\n`).join('');
}
