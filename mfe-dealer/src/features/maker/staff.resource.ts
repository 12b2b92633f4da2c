import { serviceClient } from '@rv/shared-lib';
import { asStaff } from '@rv/shared-lib/studio';
import type { SignedInStaff } from '@rv/domain/auth';

/** The maker's leads report calls, as a signed-in staff member (the staff session is shared-lib's studio entry). */

export interface LeadFigures { leads: number; contacted: number; sold: number; shareSold: number; medianMinutesToFirstContact: number | null }
export interface LeadReport {
  from: string;
  to: string;
  totals: LeadFigures;
  rows: Array<LeadFigures & { week: string; brand: string; region: string; dealerNumber: string }>;
}

export const fetchLeadReport = async (staff: SignedInStaff) => (await serviceClient('middleware').get<LeadReport>('/maker/leads/report', asStaff(staff))).data;

/** The report as CSV text, exported from the running server. */
export const fetchLeadReportCsv = async (staff: SignedInStaff) =>
  (await serviceClient('middleware').get<string>('/maker/leads/report.csv', { ...asStaff(staff), responseType: 'text' })).data;
