import { serviceClient } from '@rv/shared-lib';
import { asStaff } from '@rv/shared-lib/studio';
import type { SignedInStaff } from '@rv/domain/auth';

/** The maker's leads report calls, as a signed-in staff member (the staff session is shared-lib's studio entry). */

export interface LeadFigures {
  leads: number;
  contacted: number;
  sold: number;
  /** Sold leads whose VIN has a dealer-programs sale registration at the lead's dealership. */
  registeredSales: number;
  shareSold: number;
  medianMinutesToFirstContact: number | null;
}
export interface LeadReport {
  from: string;
  to: string;
  totals: LeadFigures;
  rows: Array<LeadFigures & { week: string; brand: string; region: string; dealerNumber: string }>;
}
/** A report range: first and last day (YYYY-MM-DD), both included. */
export interface LeadReportDays { from: string; to: string }

export const fetchLeadReport = async (staff: SignedInStaff, days: LeadReportDays) =>
  (await serviceClient('middleware').get<LeadReport>('/maker/leads/report', { ...asStaff(staff), params: days })).data;

/** The report of the same days as CSV text, exported from the running server. */
export const fetchLeadReportCsv = async (staff: SignedInStaff, days: LeadReportDays) =>
  (await serviceClient('middleware').get<string>('/maker/leads/report.csv', { ...asStaff(staff), params: days, responseType: 'text' })).data;
