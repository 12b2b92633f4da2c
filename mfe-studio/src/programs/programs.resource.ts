import { serviceClient } from '@rv/shared-lib';
import type { SignedInStaff } from '@rv/domain/auth';
import type { ProgramLine } from '@rv/domain/dealer';

/** A line as program staff see it, with its newest bill of sale named. */
export interface StaffLine extends ProgramLine { billOfSale: { name: string; contentType: string } | null }
export interface PaymentBatchInput { method: 'check' | 'transfer'; reference: string; paidOn: string; paidTo: string; recordIds: string[] }
/** A program with its rule, whether staff ended it, and the lines it has made. */
export interface StaffProgram {
  programId: string; name: string; programType: number; amount: number; startDate: string; endDate: string;
  itemIds: string[]; dealershipNumbers: string[]; regions: string[]; endedAt: string | null; endedOn: string | null; lines: number; paidLines: number;
}
export interface ProgramInput { name: string; amount: number; startDate: string; endDate: string; itemIds: string[]; dealershipNumbers: string[]; regions: string[] }

const BASE = '/programs/staff';
const as = (staff: SignedInStaff) => ({ headers: { Authorization: `Bearer ${staff.token}` } });
const api = () => serviceClient('middleware');

export const fetchPrograms = async (staff: SignedInStaff) => (await api().get<StaffProgram[]>(`${BASE}/programs`, as(staff))).data;
export const createProgram = async (staff: SignedInStaff, program: ProgramInput) => (await api().post<StaffProgram>(`${BASE}/programs`, program, as(staff))).data;
export const endProgram = async (staff: SignedInStaff, programId: string) =>
  (await api().post<StaffProgram>(`${BASE}/programs/${encodeURIComponent(programId)}/end`, null, as(staff))).data;
export const fetchReviewQueue = async (staff: SignedInStaff) => (await api().get<StaffLine[]>(`${BASE}/queue`, as(staff))).data;
export const fetchPayable = async (staff: SignedInStaff) => (await api().get<StaffLine[]>(`${BASE}/payable`, as(staff))).data;
export const approveLine = async (staff: SignedInStaff, recordId: string) => (await api().post<StaffLine>(`${BASE}/lines/${recordId}/approve`, null, as(staff))).data;
export const rejectLine = async (staff: SignedInStaff, recordId: string, reason: string) =>
  (await api().post<StaffLine>(`${BASE}/lines/${recordId}/reject`, { reason }, as(staff))).data;
export const approveLines = async (staff: SignedInStaff, recordIds: string[]) =>
  (await api().post<{ approved: string[]; refused: Array<{ recordId: string; message: string }> }>(`${BASE}/lines/approve`, { recordIds }, as(staff))).data;
export const payLines = async (staff: SignedInStaff, batch: PaymentBatchInput) =>
  (await api().post<{ batchId: number; amount: number; lines: number }>(`${BASE}/payment-batches`, batch, as(staff))).data;
export const fetchPaymentsCsv = async (staff: SignedInStaff) => (await api().get<string>(`${BASE}/payments.csv`, { ...as(staff), responseType: 'text' })).data;
/** The bill of sale's bytes: the page shows them through an object URL (an <img> or link cannot send the token). */
export const fetchBillOfSale = async (staff: SignedInStaff, recordId: string) =>
  (await api().get<Blob>(`${BASE}/lines/${recordId}/bill-of-sale`, { ...as(staff), responseType: 'blob' })).data;
