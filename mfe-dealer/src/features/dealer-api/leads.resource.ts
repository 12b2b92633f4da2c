import { serviceClient } from '@rv/shared-lib';
import type { LeadStatus } from '@rv/domain/dealer';

/** A lead of the dealership's inbox (GET /dealer/leads). */
export interface LeadSummary {
  id: number;
  referenceId: string;
  brand: string | null;
  state: string | null;
  postalCode: string | null;
  dealerNumber: string | null;
  status: LeadStatus;
  lostReason: string | null;
  soldVin: string | null;
  assignedTo: { id: number; name: string } | null;
  request: { floorPlan?: string; productLine?: string; timeFrame?: string; smsOptIn?: string; comments?: string; build?: { model?: string; summaryPath?: string | null } };
  createdAt: string;
  firstContactAt: string | null;
  anonymised: boolean;
}

/** One lead with its contact details (the read is logged by the API), notes and, for managers, the team. */
export interface LeadDetail extends LeadSummary {
  contact: Record<string, string> | null;
  notes: Array<{ id: number; body: string; author: string; createdAt: string }>;
  team: Array<{ id: number; name: string; manager: boolean }>;
  /** The dealer-programs sale registration of the sold VIN at this dealership, whenever it was made. */
  sale: { saleId: number; saleDate: string; programLines: number } | null;
}

const api = () => serviceClient('middleware');

export const fetchLeads = async () => (await api().get<{ leads: LeadSummary[] }>('/dealer/leads')).data.leads;
export const fetchLead = async (id: number) => (await api().get<LeadDetail>(`/dealer/leads/${id}`)).data;
export const changeLeadStatus = async (id: number, body: { status: LeadStatus; vin?: string; lostReason?: string }) =>
  (await api().post<LeadDetail>(`/dealer/leads/${id}/status`, body)).data;
export const addLeadNote = async (id: number, body: string) => (await api().post<LeadDetail>(`/dealer/leads/${id}/notes`, { body })).data;
export const assignLead = async (id: number, userId: number | null, expectedUserId: number | null) =>
  (await api().put<LeadDetail>(`/dealer/leads/${id}/assignee`, { userId, expectedUserId })).data;
